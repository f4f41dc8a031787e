import { boot } from './boot/boot.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
boot(root);

import { boot } from './boot/boot.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The boot runs in the task after the modules' evaluation: two shorter tasks, not one long one.
setTimeout(() => boot(root), 0);

import { createRoot } from 'react-dom/client';

// The bench's yardstick: React and one heading, built and served like the product.
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<h1>Baseline</h1>);

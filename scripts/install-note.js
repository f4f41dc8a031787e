// package.json "postinstall": on a Node older than `engines`, npm has just listed EBADENGINE
// warnings; this says, where they are seen, why they are harmless (docs/decisions/001).
// Plain JavaScript: it may run on npm's own Node (20), which cannot run `.ts` files.
import { readFileSync } from 'node:fs';

const { engines, devDependencies } = JSON.parse(readFileSync('package.json', 'utf8'));
const version = (text) =>
  /(\d+)\.(\d+)\.(\d+)/
    .exec(text ?? '')
    ?.slice(1)
    .map(Number);
const older = (a, b) => {
  const first = a.findIndex((part, index) => part !== b[index]);
  return first >= 0 && a[first] < b[first];
};

const npmNode = version(/node\/v[\d.]+/.exec(process.env.npm_config_user_agent ?? '')?.[0]);
const wanted = version(engines?.node);

if (npmNode && wanted && older(npmNode, wanted)) {
  console.log(
    `Note: npm ran on Node ${npmNode.join('.')}, older than this project's, hence the EBADENGINE warnings.\n` +
      `They are harmless: \`npm run\` and \`npx\` run everything on the Node ${devDependencies.node} just\n` +
      'installed in node_modules (docs/decisions/001-node-24-from-the-project.md).',
  );
}

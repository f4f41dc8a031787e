import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** What the postinstall note prints when npm reports running on `node`. */
function noteFor(node: string): string {
  return execFileSync(process.execPath, ['scripts/install-note.js'], {
    env: { ...process.env, npm_config_user_agent: `npm/11.19.1 node/${node} linux x64` },
    encoding: 'utf8',
  });
}

describe('install note', () => {
  it('explains the engine warnings when npm ran on an older Node', () => {
    const note = noteFor('v20.20.2');
    expect(note).toContain('npm ran on Node 20.20.2');
    expect(note).toContain('EBADENGINE');
    expect(note).toContain('docs/decisions/001-node-24-from-the-project.md');
    expect(noteFor('v24.9.0')).toContain('npm ran on Node 24.9.0');
  });

  it('says nothing when npm ran on the Node the project asks for or a newer one', () => {
    expect(noteFor('v24.21.0')).toBe('');
    expect(noteFor('v26.0.0')).toBe('');
  });
});

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'miamo-lock-'));

describe('lockDataDir', () => {
  it('refuses a directory held by another live process, naming it', async () => {
    const dir = tempDir();
    const other = spawn('sleep', ['30']);
    fs.writeFileSync(path.join(dir, 'miamo.lock'), String(other.pid));
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a dead process and releases it', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'miamo.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'miamo.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'miamo.lock'))).toBe(false);
  });
});

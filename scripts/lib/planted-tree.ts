/** A throwaway repository tree for tests that plant files and run a check over them. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function plantedTrees(prefix: string) {
  const roots: string[] = [];
  return {
    /** A new tree with the given files (repository paths → text); answers its root. */
    plant(files: Record<string, string>): string {
      const root = mkdtempSync(path.join(tmpdir(), prefix));
      roots.push(root);
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), text);
      }
      return root;
    },
    /** Removes every tree planted so far (call it after each test). */
    removeAll() {
      for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
    },
  };
}

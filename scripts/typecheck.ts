/**
 * `tsc --noEmit` over the project (tsconfig.json), then, on the same type-checked program, the scan
 * of the server's sentences for their Spanish (`server-sentences-check.ts`). One program serves
 * both: the scan on a program of its own cost about 20 s of CPU in the test run.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { sentenceProblems } from './server-sentences-check';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const configFile = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
if (!configFile) throw new Error('no tsconfig.json');
const read = ts.readConfigFile(configFile, ts.sys.readFile);
const config = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(configFile));
const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, projectReferences: config.projectReferences });

const host: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => root,
  getNewLine: () => ts.sys.newLine,
};
const diagnostics = [...config.errors, ...ts.getPreEmitDiagnostics(program)];
if (diagnostics.length > 0) {
  process.stderr.write(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
  process.stderr.write(`\nFound ${diagnostics.length} error${diagnostics.length === 1 ? '' : 's'}.\n`);
  process.exit(1);
}

const problems = sentenceProblems(root, program);
if (problems.length > 0) {
  process.stderr.write(`The server's sentences (ARCHITECTURE.md §12):\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
  process.exit(1);
}
console.log('typecheck: no errors; every sentence the server writes has its Spanish');

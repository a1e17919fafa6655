import fs from 'node:fs';
import path from 'node:path';

const FILE = path.resolve(__dirname, '..', 'BENCHMARKS.md');

/**
 * Puts a section into BENCHMARKS.md in place of the one whose heading starts with `heading`
 * (`### API under load`), or at the end; prints it. Each bench script owns one section.
 */
export function recordSection(heading: string, section: string) {
  const current = fs.existsSync(FILE) ? fs.readFileSync(FILE, 'utf8') : '# Benchmarks\n';
  const escaped = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const marker = new RegExp(`${escaped}[^\\n]*[\\s\\S]*?(?=\\n### |\\n## |$)`);
  fs.writeFileSync(
    FILE,
    marker.test(current) ? current.replace(marker, section.trimEnd()) : `${current.trimEnd()}\n\n${section}`,
  );
  console.log(section);
}

/** A bench script's entry: run it, and exit non-zero with the error when it fails. */
export function runBench(main: () => Promise<void>) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}

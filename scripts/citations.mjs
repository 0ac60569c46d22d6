// Comments and documents cite docs/architecture.md by section (`architecture.md §4`) and the decision records
// by number or file (`decision 007`, `docs/decisions/013-exports.md`). A citation of a section or a record that
// does not exist sends the next engineer nowhere: these are the citations that do not resolve.
import { existsSync, readdirSync } from 'node:fs';

/** The sections of architecture.md: `## 4. Title` gives 4, `### 9.3 Title` gives 9.3. */
export function sectionsOf(markdown) {
  return new Set([...markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)?)\.? /gm)].map((match) => match[1]));
}

/** The findings of one file's text, given the sections that exist and the decision records' file names. */
export function citationFindings(file, text, sections, decisionFiles) {
  const findings = [];
  const numbers = new Set(decisionFiles.map((name) => name.slice(0, 3)));
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(/architecture\.md §(\d+(?:\.\d+)?)/g)) {
    if (!sections.has(match[1])) findings.push(`${file}:${lineOf(match.index)}: cites architecture.md §${match[1]}, which has no such section`);
  }
  for (const match of text.matchAll(/DESIGN\.md/g)) {
    findings.push(`${file}:${lineOf(match.index)}: cites DESIGN.md, which is not in the repository (cite docs/architecture.md)`);
  }
  for (const match of text.matchAll(/decisions\/(\d{3}[-a-z0-9]*)(\.md)?/g)) {
    const cited = match[1];
    const known = cited.length === 3 ? numbers.has(cited) : decisionFiles.includes(`${cited}.md`);
    if (!known) findings.push(`${file}:${lineOf(match.index)}: cites docs/decisions/${cited}${match[2] ?? ''}, which does not exist`);
  }
  for (const match of text.matchAll(/\bdecision (\d{3})\b/g)) {
    if (!numbers.has(match[1])) findings.push(`${file}:${lineOf(match.index)}: cites decision ${match[1]}, which does not exist`);
  }
  return findings;
}

/** The decision records' file names (`007-authorization-in-one-place.md`, ...). */
export const decisionFilesIn = (folder) => (existsSync(folder) ? readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name)) : []);

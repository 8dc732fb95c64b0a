// axe-core in the page under test: the serious and critical violations of a screen, WCAG 2.x A/AA
// rules plus best practices, each with the first few offending elements for a readable failure.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: Promise<string> | undefined;

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

export async function seriousViolations(page: Page): Promise<string[]> {
  source ??= readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Once per document: a screen reached inside the app keeps the copy its first screen loaded.
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: await source });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: unknown) => Promise<unknown> } }).axe;
    const result = (await axe.run({
      // Only violations are read: axe skips gathering every passing node.
      resultTypes: ['violations'],
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
      // Experimental in axe, so outside the tags above; a visible label that its accessible name
      // does not contain fails speech users ("click Reviews" must hit the Reviews button).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })) as { violations: AxeViolation[] };
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => JSON.stringify(n.target));
      return `${v.impact} ${v.id}: ${v.help} at ${targets.join(', ')}`;
    });
}

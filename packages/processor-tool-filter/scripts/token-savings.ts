// Measures the prompt tokens a ToolCallFilter saves on a 30-step tool loop; writes token-savings.json.
import { writeFileSync } from 'node:fs';
import { tokenSavings } from '../src/fixtures/token-savings.js';

const report = await tokenSavings();
for (const row of report.rows) {
  console.log(`${row.configuration.padEnd(36)} ${String(row.promptTokens).padStart(8)} tokens  last call ${String(row.lastCallTokens).padStart(6)}  saved ${row.savedPercent.toFixed(1)}%`);
}
writeFileSync(new URL('../token-savings.json', import.meta.url), `${JSON.stringify(report, null, 2)}\n`);

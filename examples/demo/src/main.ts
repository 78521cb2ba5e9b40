import { scenarios } from './scenarios/index.js';

console.log('Sluice demo: offline agents (scripted models, no network) with processors\n');
for (const [index, scenario] of scenarios.entries()) {
  console.log(`${index + 1}. ${scenario.title}`);
  await scenario.run((line) => {
    console.log(line);
  });
  console.log('');
}

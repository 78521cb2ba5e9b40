// Placeholder until the agentic loop lands (issue 4): the demo will run an agent offline on a
// scripted model, with a tool and a few processors, and print which hooks ran.
console.log('Sluice demo: the agentic loop is not built yet; this will run an offline agent.');

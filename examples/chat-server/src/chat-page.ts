/** The example's HTML page: a message list, a composer, and the bundled client script. */
export const CHAT_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Sluice chat example</title>
<style>
  body { font: 16px/1.4 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; }
  #messages { list-style: none; padding: 0; }
  .message { margin: .5rem 0; padding: .5rem .75rem; border-radius: .5rem; }
  .message[data-role="user"] { background: #e8f0fe; }
  .message[data-role="assistant"] { background: #f1f3f4; }
  .reasoning { color: #666; font-style: italic; }
  .tool { font-family: ui-monospace, monospace; font-size: .85rem; }
  .tripwire { color: #b00020; font-weight: bold; }
  form { display: flex; gap: .5rem; }
  #input { flex: 1; }
</style>
</head>
<body>
<h1>Sluice chat example</h1>
<ol id="messages"></ol>
<form id="composer"><input id="input" autocomplete="off" placeholder="Say something (try: weather, an e-mail address, forbidden)"><button type="submit">Send</button></form>
<script type="module" src="/client.js"></script>
</body>
</html>
`;

/**
 * The environment a package's install and verification see: a PATH to find `node` and `npm`, and
 * a home and temp dir of its own. Nothing else from the parent (no tokens, no cloud credentials, no
 * npm config).
 */
export function scrubbedEnv(home: string): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: home,
    TMPDIR: home,
    NODE_ENV: 'test',
    NO_COLOR: '1',
    npm_config_userconfig: `${home}/.npmrc`,
    npm_config_cache: `${home}/.npm`,
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
  };
}

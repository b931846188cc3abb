/**
 * mfe_public: the public performance schedule at /public (federated remote in dist/) and its embeds
 * (dist/embed/, see webpack.embed.config.js). `webpack --env standalone` builds the harness only.
 */
const { createRemoteWebpackConfig } = require('../shell/federation/remote-webpack-config');
const { createEmbedWebpackConfig } = require('./webpack.embed.config');

const federated = createRemoteWebpackConfig({ packageDir: __dirname, name: 'mfe_public' });
const embed = createEmbedWebpackConfig({ packageDir: __dirname });

module.exports = (env = {}, argv = {}) => {
  if (env.standalone) return federated(env, argv);
  const remote = federated(env, argv);
  return [
    // The remote build cleans dist/, except dist/embed/, which the embed build owns and cleans itself.
    { ...remote, name: 'remote', output: { ...remote.output, clean: { keep: /^embed[\\/]/ } } },
    embed(env, argv),
  ];
};

/**
 * Deployment files: the Prometheus configs and rules through promtool, the Kubernetes manifests,
 * the Dockerfiles and the web image's nginx config. Tools that may be missing (promtool, nginx,
 * kubectl) skip their tests with a message saying which. Also the repository's lint boundaries
 * (eslint.config.js) between the front ends' features, run through ESLint's API.
 */
const { nodeJestConfig } = require('../jest.base');

module.exports = nodeJestConfig({
  displayName: 'infra',
  // release/__tests__: the release record's tagging and the old/new release matrix.
  roots: ['<rootDir>/__tests__', '<rootDir>/release'],
  // promtool waits a few seconds for service discovery; a busy two-core machine needs room beyond that.
  testTimeout: 30000,
});

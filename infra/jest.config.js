/**
 * Deployment files: the Prometheus configs and rules through promtool, the Kubernetes manifests,
 * the Dockerfiles and the web image's nginx config. Tools that may be missing (promtool, nginx,
 * kubectl) skip their tests with a message saying which.
 */
module.exports = {
  displayName: 'infra',
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }] },
  // promtool waits a few seconds for service discovery; a busy two-core machine needs room beyond that.
  testTimeout: 30000,
};

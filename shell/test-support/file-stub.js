/** Image imports resolve to a plain URL string in tests, as webpack's asset modules do in the build. */
module.exports = 'test-file-stub';

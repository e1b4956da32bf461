import { buildTestImage } from './test-image';

/**
 * `npm run test:container:image`: the container test's image, built ahead of the test
 * (test-image.ts says why .ci/run does so).
 */
const { seconds, megabytes } = await buildTestImage();
console.log(`container: image built in ${seconds} s, ${megabytes} MB`);

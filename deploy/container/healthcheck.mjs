// The container's health check (Dockerfile, compose.yaml): healthy while the server says it is
// ready (GET /api/ready: the database answers and orders can be taken). Plain JavaScript, so each
// check starts Node alone, in a fraction of a second.
const port = process.env.PORT || 8080;
fetch(`http://127.0.0.1:${port}/api/ready`, { signal: AbortSignal.timeout(4000) }).then(
  (answer) => process.exit(answer.ok ? 0 : 1),
  () => process.exit(1),
);

// Jest on Node 20 cannot require() an ES module; @fastify/static (CommonJS) requires
// content-disposition 3 (ESM-only), which Node 20.19+ itself loads fine. Tests get this
// CommonJS stand-in; only reply.download() uses it, and nothing of ours calls that.
module.exports = {
  create(filename) {
    return `attachment; filename="${String(filename ?? '').replace(/[^\x20-\x7e]|"/g, '_')}"`;
  },
};

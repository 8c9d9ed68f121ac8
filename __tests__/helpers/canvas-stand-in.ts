/**
 * The browser's image drawing, which jsdom leaves out, for a test that resizes a photo as the studio
 * does before uploading it: `createImageBitmap` reads every image as `size`, and an OffscreenCanvas
 * draws nothing and encodes a few bytes of the type asked for. Enough for the resizing library to
 * run its own steps; what a photo looks like is the browser tests' to check.
 */
export const installCanvasStandIn = (size = { width: 1600, height: 1200 }): void => {
  class OffscreenCanvasStandIn {
    constructor(
      public width: number,
      public height: number,
    ) {}

    getContext() {
      return { fillStyle: "", fillRect: () => undefined, drawImage: () => undefined, transform: () => undefined }
    }

    async convertToBlob({ type = "image/png" }: { type?: string } = {}) {
      return new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], { type })
    }
  }
  Object.assign(globalThis, {
    OffscreenCanvas: OffscreenCanvasStandIn,
    createImageBitmap: async () => ({ ...size, close: () => undefined }),
  })
}

/**
 * Software WebGL (SwiftShader, llvmpipe: a machine without a usable GPU, a VM, headless
 * Chromium) shades every pixel on the CPU. Two of PixiJS's defaults cost most there:
 * multisampling, and the batch shader's choice among up to 16 textures, which a software
 * rasteriser pays for on every pixel. On such a renderer we make the context ourselves —
 * without MSAA, and telling PixiJS there are 4 texture units, so batches are a little
 * shorter and each pixel is much cheaper. The drawing buffer is kept between frames, so a
 * frame may redraw only what changed (core/damage.ts); in a window of up to about 1.3 million
 * pixels the canvas is desynchronized (low latency). Real GPUs keep PixiJS's defaults.
 */

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;
/** Texture units PixiJS may batch on a software renderer. */
const SOFTWARE_TEXTURE_UNITS = 4;

/**
 * Up to this many device pixels at start-up the canvas is desynchronized (low latency):
 * Chromium then hands each frame to its software compositor without holding the page's next
 * frame until its copy is done, and the frames keep to one vsync more often (1280×800);
 * measured at 1920×1080 it cost a fifth more CPU per frame and more frames ran late, so larger
 * windows keep the default (docs/rendering.md). Set once: a context's attributes are fixed.
 */
const LOW_LATENCY_MAX_PIXELS = 1.3e6;

function lowLatency(): boolean {
  const dpr = window.devicePixelRatio || 1;
  return window.innerWidth * window.innerHeight * dpr * dpr <= LOW_LATENCY_MAX_PIXELS;
}

/** True once the app draws with software WebGL (set by softwareContext). */
export let softwareRendering = false;

export function isSoftwareRenderer(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return SOFTWARE.test(renderer);
}

/**
 * PixiJS's canvas, and on a software renderer the WebGL2 context made for it (null on a GPU
 * and where WebGL2 is missing: PixiJS makes its own). The context is made with the software
 * attributes straight away and asked what draws it, which saves a probe context at start-up
 * where it matters; on a GPU that canvas is dropped and PixiJS gets a fresh one.
 */
export function pixiCanvas(): { canvas: HTMLCanvasElement; context: WebGL2RenderingContext | null } {
  const canvas = document.createElement('canvas');
  // The attributes PixiJS asks for with a transparent background, minus antialiasing, and
  // keeping the last frame (for partial redraws).
  const gl = canvas.getContext('webgl2', {
    alpha: true,
    premultipliedAlpha: true,
    antialias: false,
    stencil: true,
    preserveDrawingBuffer: true,
    powerPreference: 'default',
    desynchronized: lowLatency(),
  });
  if (!gl || !isSoftwareRenderer(gl)) {
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return { canvas: document.createElement('canvas'), context: null };
  }
  softwareRendering = true;
  const units = Math.min(SOFTWARE_TEXTURE_UNITS, gl.getParameter(gl.MAX_TEXTURE_IMAGE_UNITS) as number);
  const getParameter = gl.getParameter.bind(gl);
  // PixiJS sizes its batches by this limit (GlLimitsSystem); nothing else of ours reads it.
  gl.getParameter = (pname: GLenum): unknown =>
    pname === gl.MAX_TEXTURE_IMAGE_UNITS ? units : getParameter(pname);
  return { canvas, context: gl };
}

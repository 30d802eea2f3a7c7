/**
 * Software WebGL (SwiftShader, llvmpipe: a machine without a usable GPU, a VM, headless
 * Chromium) shades every pixel on the CPU. Two of PixiJS's defaults cost most there:
 * multisampling, and the batch shader's choice among up to 16 textures, which a software
 * rasteriser pays for on every pixel. On such a renderer we make the context ourselves —
 * without MSAA, and telling PixiJS there are 4 texture units, so batches are a little
 * shorter and each pixel is much cheaper. The drawing buffer is kept between frames, so a
 * frame may redraw only what changed (core/damage.ts). Real GPUs keep PixiJS's defaults.
 */

const SOFTWARE = /swiftshader|llvmpipe|softpipe|software/i;
/** Texture units PixiJS may batch on a software renderer. */
const SOFTWARE_TEXTURE_UNITS = 4;

/** True once the app draws with software WebGL (set by softwareContext). */
export let softwareRendering = false;

export function isSoftwareRenderer(gl: WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
  return SOFTWARE.test(renderer);
}

/**
 * A WebGL2 context for PixiJS on a software renderer, or null on a GPU (and where WebGL2 is
 * missing), where PixiJS makes its own.
 */
export function softwareContext(canvas: HTMLCanvasElement): WebGL2RenderingContext | null {
  const probe = document.createElement('canvas').getContext('webgl2');
  if (!probe) return null;
  const software = isSoftwareRenderer(probe);
  probe.getExtension('WEBGL_lose_context')?.loseContext();
  if (!software) return null;
  // The attributes PixiJS asks for with a transparent background, minus antialiasing, and
  // keeping the last frame (for partial redraws).
  const gl = canvas.getContext('webgl2', {
    alpha: true,
    premultipliedAlpha: true,
    antialias: false,
    stencil: true,
    preserveDrawingBuffer: true,
    powerPreference: 'default',
  });
  if (!gl) return null;
  softwareRendering = true;
  const units = Math.min(SOFTWARE_TEXTURE_UNITS, gl.getParameter(gl.MAX_TEXTURE_IMAGE_UNITS) as number);
  const getParameter = gl.getParameter.bind(gl);
  // PixiJS sizes its batches by this limit (GlLimitsSystem); nothing else of ours reads it.
  gl.getParameter = (pname: GLenum): unknown =>
    pname === gl.MAX_TEXTURE_IMAGE_UNITS ? units : getParameter(pname);
  return gl;
}

import BezelDrawing
import BezelLayers
import BezelRaster

/// The Cairo canvas as a render worker's rasterizer.
struct CanvasRasterizer: FrameRasterizer {
  let canvas = Canvas()
  let scale: Double
  let background: Color?
  /// The timeline's ``BezelLayers/Timeline/renderPolicy``.
  let policy: RenderPolicy

  func rasterize(_ list: DisplayList) throws(ExportError) -> Bitmap {
    let result = Result { () throws(RenderError) in
      try canvas.render(list, scale: scale, background: background, policy: policy)
    }
    switch result {
    case .success(let bitmap): return bitmap
    case .failure(let error): throw .renderFailed(error.description)
    }
  }
}

import BezelDrawing
import BezelLayers
import BezelRaster
import CGtk

/// The preview's frame: a buffer the canvas renders each frame into (redrawing only what
/// changed, see ``BezelRaster/Canvas/retainsFrames``), shown as tiles of GTK render nodes
/// (``FrameTiles``) of which only those whose pixels changed are new.
@MainActor
final class FramePixels {
  /// Premultiplied ARGB32, `width × height`, rows top to bottom.
  private(set) var pixels: [UInt32] = []
  private(set) var width = 0
  private(set) var height = 0
  private var scale = 1.0
  /// The list the pixels show.
  private var shown: DisplayList?
  /// The render nodes that show the pixels.
  let tiles = FrameTiles()
  /// Where the pixels may differ from what the tiles show, as boxes (kept for their storage).
  private var changed: [PixelBounds] = []
  /// More boxes than this are merged into their bounds.
  private static let maximumChangedBoxes = 512

  /// Brings the pixels up to `list` at `scale` pixels per point over `background`.
  func update(_ list: DisplayList, scale: Double, background: Color, with canvas: Canvas)
    throws(RenderError)
  {
    shown = nil
    // `pixels` has no other owner, so the canvas draws into its storage in place.
    (width, height) = try canvas.render(list, scale: scale, background: background, into: &pixels)
    let boxes = canvas.lastBufferChangeBoxes
    if changed.count + boxes.count > Self.maximumChangedBoxes {
      let bounds = (changed + boxes).reduce(PixelBounds.empty) { $0.union($1) }
      changed.removeAll(keepingCapacity: true)
      changed.append(bounds)
    } else {
      changed.append(contentsOf: boxes)
    }
    self.scale = scale
    shown = list
  }

  /// Whether the pixels already show `list` at `scale` (drawing it would change nothing).
  func shows(_ list: DisplayList, scale: Double) -> Bool {
    scale == self.scale && shown == list
  }

  /// Appends the frame to a GTK snapshot (`GtkSnapshot *`), one point per `scale` pixels, as
  /// the tiles brought up to the pixels (texture nodes when `textures`, see ``FrameTiles``).
  func append(to snapshot: OpaquePointer, textures: Bool) {
    guard let whole = Int(exactly: scale) else { return }
    tiles.update(
      pixels, width: width, height: height, scale: whole, changed: changed, textures: textures)
    changed.removeAll(keepingCapacity: true)
    tiles.append(to: snapshot)
  }
}

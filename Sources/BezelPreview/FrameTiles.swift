import BezelRaster
import CCairo
import CGtk
import Foundation

/// The frame on show as GSK render nodes that stay the same from frame to frame where the
/// pixels do: one node for the whole frame as it once was (the *base*), and over it one node
/// per run of side-by-side tiles of ``side`` points whose pixels changed since.
///
/// GTK repaints the parts of a window whose render nodes differ from the last frame's (it
/// compares the nodes, and a node kept from one frame to the next is unchanged). One node for
/// the whole frame, as a drawing area makes, had GTK clear and composite the whole window on
/// every frame of a progress arc that grows by a pixel. Here only the tiles whose pixels
/// changed get new nodes, and GTK repaints only those: along the arc's last quarter turn
/// (Cairo flattens that piece of curve a little differently as it grows, so its edges change
/// by a level here and there), around the spinner. Once more than ``maximumTiles`` nodes lie
/// over the base, the base is made again from the frame and the nodes over it dropped (one
/// whole repaint), so GTK never walks many nodes.
///
/// Where most changes keep landing in one small box of tiles (a spinner: ``HotTiles``), the
/// base is made again as bands round the pixels the box's frames change, and those become
/// one node of its own, made again whenever its pixels change: GTK's Cairo renderer replays
/// every node meeting the repainted region's bounding box, so the base and the runs piled
/// over the box were replayed too, and it clears, replays and uploads all the node covers.
///
/// The changed tiles of one row that touch make one node together: each node costs a fixed
/// amount whatever its size — a surface and a node made here and released later, and in
/// GTK's Cairo renderer a replay of the node's drawing into a surface of its own on every
/// repaint — and the spinner changes about 20 tiles a frame in runs of three to six. A node
/// stays while any of its tiles still shows it; a later node over some of its tiles goes on
/// top of it.
///
/// Each node paints from a Cairo surface of its own that never changes once the node has
/// painted it: Cairo's X11 backend keeps an uploaded copy of a source surface until the
/// surface is marked changed, so a node painting from the frame's buffer would show stale
/// pixels (and marking the buffer changed would copy all of it for the nodes still holding
/// the old frame).
///
/// Not isolated to the main actor: its owner (``FramePixels``, on the main thread) is the only
/// one to touch it, and as a main-actor class every closure of its per-frame loops (the
/// buffer comparisons, the layer filters) began with a check that it ran on the main
/// executor — about 35 checks a frame of the running ring, 2 % of the process's instructions.
final class FrameTiles {
  /// The side of a tile in points (a tile at the frame's edge may be smaller).
  ///
  /// GTK's Cairo renderer clears and paints every repainted pixel, so smaller tiles repaint
  /// less around a thin moving edge (32 points: about half the area of 64 along the ring's
  /// arc and round the spinner), while each new tile costs a node and a small upload.
  static let side = 32
  /// The most nodes over the base before the base is made again: enough for the spinner's
  /// box (about 100 tiles of 32 points) to stay in nodes rather than repaint the window on
  /// every frame.
  static let maximumTiles = 128

  private typealias Piece = FramePiece
  private typealias PixelRect = FramePiece.Rect

  /// A node over the base and how many tiles still show it (it is on top there).
  private struct Layered {
    var piece: Piece
    /// Increasing with every node made, so `layers` stays sorted by it.
    var id: Int
    var tilesShown: Int
  }

  /// Whether the nodes are texture nodes (for GTK's GL renderer, which uploads a texture
  /// once and keeps it) rather than Cairo nodes (for its Cairo renderer, which copies a
  /// texture's pixels again on every repaint but paints a Cairo node's surface in place).
  private var usesTextures = false
  private var base: Piece?
  /// A box of tiles where most changes land (see ``HotTiles``): when set, `bands` show the
  /// frame around `hotPixels` in place of `base`, and `hot` those pixels, made again whenever
  /// they change.
  private var hole: HotTiles.Box?
  /// The pixels of the hole the hot node shows: where the last frames' changes lay, not the
  /// whole tiles (the spinner changes 199 × 198 pixels of its 224 × 224 box, and GTK clears,
  /// replays and uploads all the node covers); grown when a change lands outside it.
  private var hotPixels = PixelBounds.empty
  /// Frames of the hot box measured so far: for its first ``measuredFrames`` frames that
  /// change it, the node is compared whole, and then made again over just the pixels
  /// those frames changed (`hotTouched`).
  private var hotMeasured = 0
  private var hotTouched = PixelBounds.empty
  /// How many frames that change the hot box find where: the tile box is chosen from the
  /// tiles, so its node starts out whole and shrinks once.
  static let measuredFrames = 4
  private var bands: [Piece] = []
  private var hot: Piece?
  private var hotTiles = HotTiles()
  /// The nodes over the base, bottom to top (GTK draws them in this order).
  private var layers: [Layered] = []
  /// The id of the node on top of each tile, row by row; `nil` where the base shows.
  private var tiles: [Int?] = []
  private var nextID = 0
  /// The pixels the nodes show, to find where the next frame differs; inside the hot box the
  /// box's node holds them instead (its pixels are copied once a frame, not twice).
  private var shown: [UInt32] = []
  /// The update's changed boxes inside the frame, none empty (kept for its storage).
  private var inside: [PixelBounds] = []
  /// Which tiles of the row being compared changed (kept for its storage).
  private var changed: [Bool] = []
  private var width = 0
  private var height = 0
  private var scale = 1
  private var columns = 0
  private var rows = 0
  /// Where the nodes made by the last update are, in points (for tests: what GTK repaints).
  private(set) var replaced: [CGRect] = []
  /// How many pixels the last update copied, into `shown` and into new nodes (for tests).
  private(set) var pixelsCopied = 0
  /// How many pixels the last update compared with what the nodes show (for tests).
  private(set) var pixelsCompared = 0
  /// Whether the update found a pixel of the hot box changed: the box's node is then made
  /// again whole, so the rest of the box needs no comparing.
  private var hotChanged = false
  /// The pixels of the hole outside the hot node that the update found changed: the node
  /// then grows over them.
  private var hotOutgrown = PixelBounds.empty

  deinit {
    release(base)
    for band in bands { release(band) }
    release(hot)
    for layer in layers { release(layer.piece) }
  }

  /// The number of nodes (the base and the nodes over it).
  var nodeCount: Int { (base == nil ? 0 : 1) + bands.count + (hot == nil ? 0 : 1) + layers.count }

  /// Brings the nodes up to `pixels` (`width` × `height`, premultiplied ARGB32, rows top to
  /// bottom, no padding, at `scale` pixels per point), which differ from the last update's at
  /// most inside `changed`: the tiles whose pixels differ get new nodes (one for each run of
  /// them along a row), the other nodes stay.
  ///
  /// `textures` chooses texture nodes over Cairo nodes; changing it makes all nodes again.
  func update(
    _ pixels: [UInt32], width: Int, height: Int, scale: Int, changed region: PixelBounds,
    textures: Bool = false
  ) {
    update(
      pixels, width: width, height: height, scale: scale, changed: [region], textures: textures)
  }

  /// Brings the nodes up to `pixels` like ``update(_:width:height:scale:changed:textures:)``,
  /// the pixels differing from the last update's at most inside the boxes `regions`.
  func update(
    _ pixels: [UInt32], width: Int, height: Int, scale: Int, changed regions: [PixelBounds],
    textures: Bool = false
  ) {
    replaced.removeAll(keepingCapacity: true)
    pixelsCopied = 0
    pixelsCompared = 0
    hotChanged = false
    hotOutgrown = .empty
    guard width > 0, height > 0, scale > 0, pixels.count == width * height else {
      reset()
      return
    }
    guard width == self.width, height == self.height, scale == self.scale,
      textures == usesTextures, base != nil || hot != nil
    else {
      reset()
      usesTextures = textures
      self.width = width
      self.height = height
      self.scale = scale
      let tile = Self.side * scale
      columns = (width + tile - 1) / tile
      rows = (height + tile - 1) / tile
      tiles = Array(repeating: nil, count: columns * rows)
      changed = Array(repeating: false, count: columns)
      // A copy of its own, so the frame's next render does not copy the frame's storage.
      shown = pixels.withUnsafeBufferPointer { Array($0) }
      rebase()
      return
    }
    // Clamped once, not once for every row of tiles (the canvas hands over dozens of boxes).
    inside.removeAll(keepingCapacity: true)
    var bounds = PixelBounds.empty
    for region in regions {
      let region = clamped(region)
      guard !region.isEmpty else { continue }
      inside.append(region)
      bounds = bounds.union(region)
    }
    guard !bounds.isEmpty else { return }
    let tile = Self.side * scale
    var frameChanges: HotTiles.Box?
    for row in (bounds.minY / tile)..<((bounds.maxY + tile - 1) / tile) {
      var any = false
      for region in inside {
        guard region.minY < (row + 1) * tile, region.maxY > row * tile else { continue }
        if findChanges(in: row, of: pixels, inside: region) { any = true }
      }
      guard any else { continue }
      // Tiles of the hot box are never marked: its one node is made again below.
      for column in 0..<columns where changed[column] {
        let box = HotTiles.Box(minX: column, minY: row, maxX: column + 1, maxY: row + 1)
        frameChanges = frameChanges.map { $0.union(box) } ?? box
      }
      var column = 0
      while column < columns {
        guard changed[column] else {
          column += 1
          continue
        }
        var end = column + 1
        while end < columns, changed[end] { end += 1 }
        cover(row, column..<end, from: pixels)
        for index in column..<end { changed[index] = false }
        column = end
      }
    }
    if hotChanged, hotMeasured < Self.measuredFrames { hotMeasured += 1 }
    if let hole, !hotOutgrown.isEmpty {
      reshapeHot(hole, showing: hotPixels.union(hotOutgrown), from: pixels)
    } else if let hole, hotChanged, hotMeasured == Self.measuredFrames,
      !hotTouched.isEmpty, hotTouched != hotPixels
    {
      hotMeasured += 1
      reshapeHot(hole, showing: hotTouched, from: pixels)
    } else if hotChanged, hole != nil {
      remakeHot(from: pixels)
    }
    dropHiddenLayers()
    if layers.count > Self.maximumTiles {
      rebase()
    } else if hole == nil, let box = hotTiles.note(frameChanges) {
      makeHole(box, showing: pixelBounds(box))
    }
  }

  private func pixelBounds(_ box: HotTiles.Box) -> PixelBounds {
    let rect = pixelRect(box)
    return PixelBounds(
      minX: rect.x, minY: rect.y, maxX: rect.x + rect.width, maxY: rect.y + rect.height)
  }

  private static func rect(_ bounds: PixelBounds) -> PixelRect {
    PixelRect(
      x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX,
      height: bounds.maxY - bounds.minY)
  }

  /// The pixels of the tiles in `box`.
  private func pixelRect(_ box: HotTiles.Box) -> PixelRect {
    let tile = Self.side * scale
    let (x, y) = (box.minX * tile, box.minY * tile)
    return PixelRect(
      x: x, y: y, width: min(width, box.maxX * tile) - x,
      height: min(height, box.maxY * tile) - y)
  }

  /// Shows the frame as bands round `showing` (pixels inside the tiles `box`) and one node
  /// over it, in place of the base and the nodes over it (one whole repaint, like
  /// ``rebase()``).
  private func makeHole(_ box: HotTiles.Box, showing: PixelBounds) {
    rebase(keepingBase: false)
    let inside = Self.rect(showing)
    let (right, bottom) = (inside.x + inside.width, inside.y + inside.height)
    let around = [
      PixelRect(x: 0, y: 0, width: width, height: inside.y),
      PixelRect(x: 0, y: bottom, width: width, height: height - bottom),
      PixelRect(x: 0, y: inside.y, width: inside.x, height: inside.height),
      PixelRect(x: right, y: inside.y, width: width - right, height: inside.height),
    ]
    // Cairo or GSK out of memory: a band left out would show nothing, so keep the base.
    let pieces = around.filter { $0.width > 0 && $0.height > 0 }.map { makePiece($0) }
    let hot = makePiece(inside)
    guard let hot, pieces.allSatisfy({ $0 != nil }) else {
      release(hot)
      for piece in pieces { release(piece) }
      rebase()
      return
    }
    bands = pieces.compactMap { $0 }
    self.hot = hot
    hole = box
    hotPixels = showing
  }

  /// Makes the bands and the hot node of `box` again from `pixels`, the node over `showing`
  /// (one whole repaint): grown over changes in the box outside the node, or shrunk to the
  /// pixels the first frames changed.
  private func reshapeHot(_ box: HotTiles.Box, showing: PixelBounds, from pixels: [UInt32]) {
    let measured = (hotMeasured, hotTouched)
    // What the old node showed goes back into `shown`, then the box is brought up to the
    // frame (the tiles round it were, by the update's runs).
    rebase(keepingBase: false)
    copy(pixelRect(box), from: pixels)
    makeHole(box, showing: showing)
    (hotMeasured, hotTouched) = measured
  }

  /// Makes the hot box's node again from `pixels` (`shown` is not kept inside the box).
  private func remakeHot(from pixels: [UInt32]) {
    let rect = Self.rect(hotPixels)
    release(hot)
    hot = makePiece(rect, from: pixels)
    guard hot == nil else { return }
    // Out of memory: drop the box instead.
    copy(rect, from: pixels)
    rebase()
  }

  /// Copies the hot box's pixels back into `shown`, before the box is dropped.
  private func restoreShownFromHot() {
    guard hole != nil, let hot, let data = cairo_image_surface_get_data(hot.pixels) else { return }
    let rect = Self.rect(hotPixels)
    let stride = Int(cairo_image_surface_get_stride(hot.pixels))
    let width = self.width
    shown.withUnsafeMutableBufferPointer { old in
      guard let old = old.baseAddress else { return }
      for y in 0..<rect.height {
        UnsafeMutableRawPointer(old + (rect.y + y) * width + rect.x).copyMemory(
          from: data + y * stride, byteCount: rect.width * 4)
      }
    }
    pixelsCopied += rect.width * rect.height
  }

  /// Puts one new node over the tiles `columns` of `row`, showing `pixels` there.
  private func cover(_ row: Int, _ columns: Range<Int>, from pixels: [UInt32]) {
    let first = tileRect(columns.lowerBound, row)
    let last = tileRect(columns.upperBound - 1, row)
    let rect = PixelRect(
      x: first.x, y: first.y, width: last.x + last.width - first.x, height: first.height)
    copy(rect, from: pixels)
    for column in columns {
      let index = row * self.columns + column
      if let below = tiles[index], let at = layerIndex(below) { layers[at].tilesShown -= 1 }
      tiles[index] = nil
    }
    // Cairo or GSK out of memory: the base shows there until the next rebase.
    guard let piece = makePiece(rect) else { return }
    let id = nextID
    nextID += 1
    layers.append(Layered(piece: piece, id: id, tilesShown: columns.count))
    for column in columns { tiles[row * self.columns + column] = id }
  }

  /// Where the node `id` is in `layers`, which is sorted by id.
  private func layerIndex(_ id: Int) -> Int? {
    var (low, high) = (0, layers.count)
    while low < high {
      let middle = (low + high) / 2
      if layers[middle].id < id { low = middle + 1 } else { high = middle }
    }
    return low < layers.count && layers[low].id == id ? low : nil
  }

  /// Releases the nodes that no tile shows any longer (later nodes cover all of theirs).
  private func dropHiddenLayers() {
    guard layers.contains(where: { $0.tilesShown == 0 }) else { return }
    for layer in layers where layer.tilesShown == 0 { release(layer.piece) }
    layers.removeAll { $0.tilesShown == 0 }
  }

  /// Appends the nodes to a GTK snapshot (`GtkSnapshot *`), in the widget's points.
  func append(to snapshot: OpaquePointer) {
    if let base { gtk_snapshot_append_node(snapshot, base.node) }
    for band in bands { gtk_snapshot_append_node(snapshot, band.node) }
    if let hot { gtk_snapshot_append_node(snapshot, hot.node) }
    for layer in layers { gtk_snapshot_append_node(snapshot, layer.piece.node) }
  }

  /// Draws the nodes into a Cairo context (`cairo_t *`) as GTK's Cairo renderer does, in
  /// points (for tests).
  func draw(into context: OpaquePointer) {
    if let base { gsk_render_node_draw(base.node, context) }
    for band in bands { gsk_render_node_draw(band.node, context) }
    if let hot { gsk_render_node_draw(hot.node, context) }
    for layer in layers { gsk_render_node_draw(layer.piece.node, context) }
  }

  private func clamped(_ region: PixelBounds) -> PixelBounds {
    PixelBounds(
      minX: max(0, region.minX), minY: max(0, region.minY), maxX: min(width, region.maxX),
      maxY: min(height, region.maxY))
  }

  private func reset() {
    release(base)
    base = nil
    dropHole()
    for layer in layers { release(layer.piece) }
    layers = []
    tiles = []
    shown = []
    (width, height, columns, rows) = (0, 0, 0, 0)
  }

  /// Makes the base again from `shown` (none when not `keepingBase`) and drops the nodes
  /// over it and any hot box.
  private func rebase(keepingBase: Bool = true) {
    release(base)
    base = nil
    dropHole()
    for layer in layers { release(layer.piece) }
    layers.removeAll(keepingCapacity: true)
    for index in tiles.indices { tiles[index] = nil }
    if keepingBase { base = makePiece(PixelRect(x: 0, y: 0, width: width, height: height)) }
  }

  /// Releases the hot box's nodes and starts looking for one afresh.
  private func dropHole() {
    restoreShownFromHot()
    for band in bands { release(band) }
    bands.removeAll(keepingCapacity: true)
    release(hot)
    hot = nil
    hole = nil
    hotPixels = .empty
    hotTiles.reset()
    (hotMeasured, hotTouched) = (0, .empty)
  }

  /// Lets a piece go as soon as it is replaced: GTK holds its own references to the nodes it
  /// still shows, and a node's pixels go with the node (see ``FramePiece``).
  private func release(_ piece: Piece?) {
    piece?.release()
  }

  private func tileRect(_ column: Int, _ row: Int) -> PixelRect {
    let tile = Self.side * scale
    let (x, y) = (column * tile, row * tile)
    return PixelRect(x: x, y: y, width: min(tile, width - x), height: min(tile, height - y))
  }

  /// Marks in `changed` the tiles of `row` outside the hot box whose pixels inside `region`
  /// differ from `shown` (`false` when none do), sets `hotChanged` when a pixel of the box's
  /// node differs from it, and adds to `hotOutgrown` the pixels of the box outside its node
  /// that differ from `shown`.
  private func findChanges(in row: Int, of pixels: [UInt32], inside region: PixelBounds) -> Bool {
    let tile = Self.side * scale
    let width = self.width
    let (minX, maxX) = (region.minX, region.maxX)
    // Inside the hot box the box's node holds what is shown (`shown` is stale there), and a
    // change anywhere in it makes the whole node again: the node is compared as one span per
    // row, until the first difference. The rest of the box is compared with `shown`.
    let boxData = hot.flatMap { cairo_image_surface_get_data($0.pixels) }
    let box = boxData == nil ? nil : hole.map { pixelBounds($0) }
    let node = hotPixels
    let boxStride = hot.map { Int(cairo_image_surface_get_stride($0.pixels)) } ?? 0
    let measuring = hotMeasured < Self.measuredFrames
    var any = false
    pixels.withUnsafeBufferPointer { new in
      shown.withUnsafeBufferPointer { old in
        guard let new = new.baseAddress, let old = old.baseAddress else { return }
        for y in max(region.minY, row * tile)..<min(region.maxY, (row + 1) * tile) {
          let start = y * width
          // The part of the region's row inside the box, if any, and inside its node.
          var inBox = maxX..<maxX
          var inNode = maxX..<maxX
          if let box, y >= box.minY, y < box.maxY, minX < box.maxX, maxX > box.minX {
            inBox = max(minX, box.minX)..<min(maxX, box.maxX)
            if y >= node.minY, y < node.maxY, inBox.lowerBound < node.maxX,
              inBox.upperBound > node.minX
            {
              inNode = max(inBox.lowerBound, node.minX)..<min(inBox.upperBound, node.maxX)
            } else {
              inNode = inBox.lowerBound..<inBox.lowerBound
            }
          }
          if inBox.isEmpty {
            // Most rows are unchanged: one comparison each.
            pixelsCompared += maxX - minX
            if memcmp(new + start + minX, old + start + minX, (maxX - minX) * 4) == 0 {
              continue
            }
          } else {
            if !inNode.isEmpty, let boxData, !hotChanged || measuring {
              pixelsCompared += inNode.count
              let before =
                boxData + (y - node.minY) * boxStride + (inNode.lowerBound - node.minX) * 4
              if memcmp(new + start + inNode.lowerBound, before, inNode.count * 4) != 0 {
                hotChanged = true
                if measuring {
                  noteTouched(
                    in: inNode, row: y, new: new + start + inNode.lowerBound,
                    old: UnsafeRawPointer(before).assumingMemoryBound(to: UInt32.self))
                }
              }
            }
            noteOutgrowth(in: inBox.lowerBound..<inNode.lowerBound, row: y, new: new, old: old)
            noteOutgrowth(in: inNode.upperBound..<inBox.upperBound, row: y, new: new, old: old)
          }
          if markChanges(in: minX..<inBox.lowerBound, of: start, new: new, old: old) { any = true }
          if markChanges(in: inBox.upperBound..<maxX, of: start, new: new, old: old) { any = true }
        }
      }
    }
    return any
  }

  /// Adds to `hotTouched` the pixels of `span` of row `y` that differ between `new` and `old`
  /// (both starting at the span's first pixel).
  private func noteTouched(
    in span: Range<Int>, row y: Int, new: UnsafePointer<UInt32>, old: UnsafePointer<UInt32>
  ) {
    let offsets = 0..<span.count
    guard let first = offsets.first(where: { new[$0] != old[$0] }),
      let last = offsets.reversed().first(where: { new[$0] != old[$0] })
    else { return }
    hotTouched = hotTouched.union(
      PixelBounds(
        minX: span.lowerBound + first, minY: y, maxX: span.lowerBound + last + 1, maxY: y + 1))
  }

  /// Adds to `hotOutgrown` the pixels of `span` of row `y` (in the hot box, outside its node)
  /// that differ between `new` and `old`.
  private func noteOutgrowth(
    in span: Range<Int>, row y: Int, new: UnsafePointer<UInt32>, old: UnsafePointer<UInt32>
  ) {
    guard !span.isEmpty else { return }
    let start = y * width
    pixelsCompared += span.count
    guard memcmp(new + start + span.lowerBound, old + start + span.lowerBound, span.count * 4) != 0,
      let first = span.first(where: { new[start + $0] != old[start + $0] }),
      let last = span.reversed().first(where: { new[start + $0] != old[start + $0] })
    else { return }
    hotOutgrown = hotOutgrown.union(PixelBounds(minX: first, minY: y, maxX: last + 1, maxY: y + 1))
  }

  /// Marks in `changed` the tiles whose pixels in `span` of the row starting at `start`
  /// differ between `new` and `old`; `false` when none newly do.
  private func markChanges(
    in span: Range<Int>, of start: Int, new: UnsafePointer<UInt32>, old: UnsafePointer<UInt32>
  ) -> Bool {
    guard !span.isEmpty else { return false }
    let tile = Self.side * scale
    var any = false
    for column in (span.lowerBound / tile)..<((span.upperBound + tile - 1) / tile)
    where !changed[column] {
      let x = max(span.lowerBound, column * tile)
      let end = min(span.upperBound, (column + 1) * tile)
      pixelsCompared += end - x
      if memcmp(new + start + x, old + start + x, (end - x) * 4) != 0 {
        changed[column] = true
        any = true
      }
    }
    return any
  }

  /// Copies `rect` of `pixels` into `shown`.
  private func copy(_ rect: PixelRect, from pixels: [UInt32]) {
    pixelsCopied += rect.width * rect.height
    let width = self.width
    pixels.withUnsafeBufferPointer { new in
      shown.withUnsafeMutableBufferPointer { old in
        guard let new = new.baseAddress, let old = old.baseAddress else { return }
        for y in rect.y..<(rect.y + rect.height) {
          let start = y * width + rect.x
          (old + start).update(from: new + start, count: rect.width)
        }
      }
    }
  }

  /// A node painting `rect` of `source` (`shown` when `nil`) in place, from a copy of those
  /// pixels; `nil` when Cairo or GSK cannot make one.
  private func makePiece(_ rect: PixelRect, from source: [UInt32]? = nil) -> Piece? {
    let (width, scale, textures) = (self.width, self.scale, usesTextures)
    let piece = (source ?? shown).withUnsafeBufferPointer { frame in
      frame.baseAddress.flatMap {
        Piece(rect, of: $0, frameWidth: width, scale: scale, textures: textures)
      }
    }
    if let piece {
      replaced.append(piece.points)
      pixelsCopied += rect.width * rect.height
    }
    return piece
  }
}

import CCairo

/// The pixels of the surface a Cairo context draws on, when Bezel may write them itself: an
/// ARGB32 image at scale 1 and a whole-pixel device offset.
struct BlendTarget {
  let data: UnsafeMutablePointer<UInt8>
  let width: Int
  let height: Int
  let stride: Int
  /// Device pixel (x, y) is surface pixel (x + dx, y + dy).
  let dx: Int
  let dy: Int

  /// The target of `cr` (its current group's surface), flushed for writing; `nil` when
  /// Bezel cannot write it (the caller then lets Cairo draw).
  init?(_ cr: OpaquePointer) {
    guard let target = cairo_get_group_target(cr),
      cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
    else { return nil }
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(target, &offsetX, &offsetY)
    var scaleX = 1.0
    var scaleY = 1.0
    cairo_surface_get_device_scale(target, &scaleX, &scaleY)
    guard scaleX == 1, scaleY == 1, offsetX == offsetX.rounded(), offsetY == offsetY.rounded(),
      abs(offsetX) < 1e7, abs(offsetY) < 1e7
    else { return nil }
    cairo_surface_flush(target)
    guard let data = cairo_image_surface_get_data(target) else { return nil }
    self.data = data
    width = Int(cairo_image_surface_get_width(target))
    height = Int(cairo_image_surface_get_height(target))
    stride = Int(cairo_image_surface_get_stride(target))
    dx = Int(offsetX)
    dy = Int(offsetY)
  }

  /// The same pixels addressed in the surface's own coordinates (Cairo's backend space,
  /// device offset zero), for coverage worked out there.
  var inSurfaceSpace: BlendTarget {
    BlendTarget(data: data, width: width, height: height, stride: stride)
  }

  private init(data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int) {
    self.data = data
    self.width = width
    self.height = height
    self.stride = stride
    dx = 0
    dy = 0
  }

  /// The surface's pixels in device coordinates.
  var deviceBox: FrameDamage.Box {
    FrameDamage.Box(minX: -dx, minY: -dy, maxX: width - dx, maxY: height - dy)
  }

  /// Row `y` (device) of the surface's pixels, indexed by device x.
  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    UnsafeMutableRawPointer(data + (y + dy) * stride).assumingMemoryBound(to: UInt32.self) + dx
  }
}

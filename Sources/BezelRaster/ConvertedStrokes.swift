import CCairo

/// The buffers the same canvas's strokes are built and scan converted in where Bezel makes
/// `cairo_stroke`'s coverage itself (``DisplayListPainter/drawConvertedStroke(_:style:color:clip:)``):
/// the path as Cairo holds it (``CairoFixedPath``), Cairo's stroker rebuilt
/// (``CairoStroker``, whose pen is kept while strokes share a width, tolerance and linear
/// transform) and its scan converter (``SampledScanConverter``).
///
/// Kept per canvas (``ImageSurfaceCache/convertedStrokes``): after the first strokes, its
/// buffers are not allocated again. Its stores are unchecked, as the canvas's other scratch
/// stores: a canvas is drawn by one thread at a time.
final class ConvertedStrokes {
  @exclusivity(unchecked) var path = CairoFixedPath()
  @exclusivity(unchecked) var stroker = CairoStroker()
  @exclusivity(unchecked) var converter = SampledScanConverter()

  /// Scan converts the polygon ``stroker`` built, nonzero, in the pixel box `box` (as
  /// ``CairoStroker/Outcome/polygon(minX:minY:maxX:maxY:)`` gave it) into `sink`.
  func render<Sink: CoverageSpanSink>(
    _ box: (minX: Int32, minY: Int32, maxX: Int32, maxY: Int32), into sink: inout Sink
  ) {
    converter.reset(minX: box.minX, minY: box.minY, maxX: box.maxX, maxY: box.maxY)
    stroker.polygon.edges.withUnsafeBufferPointer { edges in
      for edge in edges { converter.add(edge) }
    }
    converter.render(evenOdd: false, into: &sink)
  }
}

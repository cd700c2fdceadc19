/// What a canvas's kept coverage (outlines rasterised once and composited again on later
/// frames) did: draws served from it, outlines kept and dropped, and what it holds.
public struct KeptCoverageStatistics: Equatable, Sendable {
  /// Draws composited from kept coverage instead of rasterised.
  public var hits = 0
  /// Of those, strokes blended through a soft clip's coverage straight onto the target
  /// rather than drawn into a group painted through it.
  public var maskedHits = 0
  /// Translucent strokes not kept, drawn once through coverage made for them rather than by
  /// Cairo's own stroke (``DisplayListPainter/blendFreshStroke(_:style:pixel:key:matrix:clip:)``).
  public var freshStrokes = 0
  /// Translucent strokes left to Cairo's stroke because their target was known clear (a
  /// frame cleared whole with nothing drawn on it yet), without a search for ink.
  public var strokesOnClearTargets = 0
  /// Hairlines whose bands were filled through Bezel's copy of Cairo's scan converter
  /// rather than by `cairo_fill` (``DisplayListPainter/drawHairline(_:mayMissClip:clip:)``).
  public var convertedHairlines = 0
  /// Strokes whose coverage Bezel's copy of Cairo's stroker and scan converter made rather
  /// than `cairo_stroke` (``DisplayListPainter/drawConvertedStroke(_:style:color:clip:)``,
  /// ``DisplayListPainter/writeConvertedStroke(_:style:box:matrix:on:)``).
  public var convertedStrokes = 0
  /// Outlines rasterised and kept.
  public var kept = 0
  /// Entries dropped: to stay within the budget, or because the frame after the one that kept
  /// them did not draw from them.
  public var evicted = 0
  /// Entries held now.
  public var entries = 0
  /// Bytes of coverage held now, and the most held at once.
  public var bytes = 0
  public var peakBytes = 0

  public init() {}
}

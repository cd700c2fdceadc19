extension SampledScanConverter {
  /// When a pixel row is measured whole instead of sampled: Cairo's rule, or a broken one a
  /// test uses to show its polygons tell the difference.
  enum WholeRowPolicy {
    /// Cairo's: no edge starts below the row's top or ends inside it, and none cross.
    case cairo
    /// Every row is sampled.
    case never
    /// Crossing edges are not looked for.
    case ignoringCrossings
  }
}

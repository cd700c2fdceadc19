/// How the painter applies a group's clip.
enum ClipKind {
  /// The content lies well inside the clip, which changes nothing.
  case none
  /// Cairo's exact clip: the clip is a rectangle on whole device pixels (where every way of
  /// clipping agrees), or the content blends with what is below and must not be isolated.
  case exact
  /// The clip's anti-aliased coverage scales the composited content, pixel by pixel.
  case coverage
}

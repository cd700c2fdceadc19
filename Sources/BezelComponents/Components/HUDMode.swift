/// What a ``LoadingOverlay`` shows in its middle (MBProgressHUD's modes).
public enum HUDMode: String, Hashable, Sendable, CaseIterable {
  /// The looping animation (the Lottie spinner by default): the seed's overlay.
  case indeterminate
  /// A ring filling clockwise from 12 o'clock to the progress.
  case annular
  /// A disc filling clockwise from 12 o'clock, like a pie chart.
  case pie
  /// A horizontal bar filling from the left.
  case bar
}

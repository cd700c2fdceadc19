/// An outcome a ``LoadingOverlay`` shows with its own drawn icon, instead of its mode's
/// indicator (SVProgressHUD's `showSuccess` / `showError` / `showInfo`).
public enum HUDState: String, Hashable, Sendable, CaseIterable {
  /// A check mark that draws itself.
  case success
  /// A cross that draws itself.
  case error
  /// An "i" that draws itself.
  case info

  /// What a screen reader says for the state.
  var spokenName: String {
    switch self {
    case .success: return "Success"
    case .error: return "Error"
    case .info: return "Information"
    }
  }
}

/// What kind of thing an accessibility element is, as UIKit's `UIAccessibilityTraits` say it:
/// a screen reader announces "button", or re-reads a value that updates frequently.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Activating it does something ("Next speaker").
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// Text that does not change by itself.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 1)
  /// A picture.
  public static let image = AccessibilityTraits(rawValue: 1 << 2)
  /// The value changes on its own (a countdown, a progress): read it again now and then.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 3)
  /// Shows how far something has got (a ring, a HUD's bar); its value is a fraction.
  public static let progressIndicator = AccessibilityTraits(rawValue: 1 << 4)
  /// Covers what is beneath and takes all input while shown (a loading overlay).
  public static let modal = AccessibilityTraits(rawValue: 1 << 5)
  /// Tells of the state of things ("Success", "Loading").
  public static let status = AccessibilityTraits(rawValue: 1 << 6)
}

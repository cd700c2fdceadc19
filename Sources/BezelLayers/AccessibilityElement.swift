import Foundation

/// How a layer describes itself to a screen reader, as UIKit's accessibility properties do:
/// a label (what it is), a value (its state now), traits, and where it is.
///
/// ```swift
/// let element = AccessibilityElement(label: "Countdown", value: "12 seconds remaining",
///                                    traits: [.updatesFrequently])
/// element.spokenText   // "Countdown, 12 seconds remaining"
/// ```
///
/// A layer's description travels with the layer tree: set ``Layer/accessibility`` (or
/// override ``Layer/accessibilityElement(localTime:)`` for one that changes with time) and
/// collect a window's with ``Layer/accessibilityElements(at:)``.
public struct AccessibilityElement: Hashable, Sendable {
  /// What the element is ("Countdown", "Next speaker").
  public var label: String
  /// Its state now ("12 seconds remaining"), or `nil`.
  public var value: String?
  /// What activating it does, or `nil`.
  public var hint: String?
  public var traits: AccessibilityTraits
  /// The value as a number in ``valueRange`` (a progress of 0.4 in 0…1), for assistive
  /// technology that shows a level; `nil` when the value is not a number.
  public var numericValue: Double?
  public var valueRange: ClosedRange<Double>
  /// Where it is, in the coordinates of the layer the elements were collected from (the
  /// window); a layer's own description leaves it empty and the collection fills it in.
  public var frame: CGRect

  public init(
    label: String, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits = [],
    numericValue: Double? = nil, valueRange: ClosedRange<Double> = 0...1, frame: CGRect = .zero
  ) {
    self.label = label
    self.value = value
    self.hint = hint
    self.traits = traits
    self.numericValue = numericValue
    self.valueRange = valueRange
    self.frame = frame
  }

  /// What a screen reader says: the label, then the value ("Countdown, 12 seconds
  /// remaining").
  public var spokenText: String {
    guard let value, !value.isEmpty else { return label }
    return label.isEmpty ? value : "\(label), \(value)"
  }
}

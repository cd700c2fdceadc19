import Foundation

/// A 2D shape that fits a rectangle, as SwiftUI's `Shape`.
///
/// ```swift
/// struct Diamond: Shape {
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol Shape: Sendable {
  func path(in rect: CGRect) -> Path
}

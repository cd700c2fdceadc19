import Foundation

/// Where a layer goes inside its superlayer: the few Auto Layout constraints the components'
/// screens use, re-applied whenever the superlayer's bounds (or safe area) change.
///
/// Each axis is solved on its own: two pinned edges give the position and size; a fixed size
/// is placed by a pinned edge, a centre offset, or centred. An aspect ratio (width ÷ height)
/// fills in a missing size, or shrinks one side to fit when both are known (the result is
/// centred in the space the pins allow). What stays undetermined keeps its current value.
///
/// ```swift
/// content.layout = .pinEdges(to: .safeArea)
/// spinner.layout = .center(size: CGSize(width: 300, height: 300), in: .safeArea)
/// photo.layout = .aspectFit(1, insets: EdgeInsets(all: 20))
/// ```
public struct LayoutRule: Hashable, Sendable {
  /// The superlayer rectangle the rule measures from.
  public enum Area: Hashable, Sendable {
    case bounds
    case safeArea
  }

  public var area: Area
  /// Distance from the area's top edge to the layer's top edge.
  public var top: Double?
  public var left: Double?
  /// Distance from the layer's bottom edge to the area's bottom edge.
  public var bottom: Double?
  public var right: Double?
  public var width: Double?
  public var height: Double?
  /// Offset of the layer's centre from the area's centre.
  public var centerX: Double?
  public var centerY: Double?
  /// Width ÷ height.
  public var aspectRatio: Double?

  public init(
    area: Area = .bounds, top: Double? = nil, left: Double? = nil, bottom: Double? = nil,
    right: Double? = nil, width: Double? = nil, height: Double? = nil, centerX: Double? = nil,
    centerY: Double? = nil, aspectRatio: Double? = nil
  ) {
    self.area = area
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.width = width
    self.height = height
    self.centerX = centerX
    self.centerY = centerY
    self.aspectRatio = aspectRatio
  }

  /// Pins all four edges to the area, inset by `insets`.
  public static func pinEdges(_ insets: EdgeInsets = .zero, to area: Area = .bounds) -> LayoutRule {
    LayoutRule(
      area: area, top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
  }

  /// A fixed size centred in the area, moved by `offset`.
  public static func center(
    size: CGSize, in area: Area = .bounds, offset: CGPoint = .zero
  ) -> LayoutRule {
    LayoutRule(
      area: area, width: Double(size.width), height: Double(size.height),
      centerX: Double(offset.x), centerY: Double(offset.y))
  }

  /// The largest rectangle of the aspect ratio (width ÷ height) inside the inset area, centred.
  public static func aspectFit(
    _ ratio: Double, insets: EdgeInsets = .zero, in area: Area = .bounds
  ) -> LayoutRule {
    var rule = pinEdges(insets, to: area)
    rule.aspectRatio = ratio
    return rule
  }

  /// The frame the rule gives inside `area` (superlayer coordinates); `current` supplies what
  /// the rule leaves open.
  public func frame(in area: CGRect, current: CGRect) -> CGRect {
    var w = LayoutRule.span(lead: left, trail: right, min: area.minX, max: area.maxX) ?? width
    var h = LayoutRule.span(lead: top, trail: bottom, min: area.minY, max: area.maxY) ?? height
    if let ratio = aspectRatio, ratio > 0, ratio.isFinite {
      switch (w, h) {
      case (let knownW?, nil): h = knownW / ratio
      case (nil, let knownH?): w = knownH * ratio
      case (let knownW?, let knownH?):
        if knownH > 0, knownW / knownH > ratio { w = knownH * ratio } else { h = knownW / ratio }
      case (nil, nil): break
      }
    }
    let width = max(0, w ?? Double(current.width))
    let height = max(0, h ?? Double(current.height))
    let x =
      LayoutRule.origin(
        size: width, lead: left, trail: right, center: centerX, min: area.minX, max: area.maxX)
      ?? Double(current.minX)
    let y =
      LayoutRule.origin(
        size: height, lead: top, trail: bottom, center: centerY, min: area.minY, max: area.maxY)
      ?? Double(current.minY)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  private static func span(lead: Double?, trail: Double?, min: CGFloat, max: CGFloat) -> Double? {
    guard let lead, let trail else { return nil }
    return Double(max - min) - lead - trail
  }

  private static func origin(
    size: Double, lead: Double?, trail: Double?, center: Double?, min: CGFloat, max: CGFloat
  ) -> Double? {
    let low = Double(min)
    let high = Double(max)
    switch (lead, trail) {
    case (let lead?, let trail?):
      // Centred in the pinned span, which matters when an aspect ratio shrank the size.
      return low + lead + ((high - trail) - (low + lead) - size) / 2
    case (let lead?, nil): return low + lead
    case (nil, let trail?): return high - trail - size
    case (nil, nil):
      guard let center else { return nil }
      return (low + high) / 2 + center - size / 2
    }
  }
}

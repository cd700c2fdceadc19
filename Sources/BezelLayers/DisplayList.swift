import BezelDrawing
import Foundation

/// What to draw at one moment: an immutable, `Sendable` tree of drawing items in points,
/// y down, origin top-left of a canvas of ``size``.
///
/// A display list is the only thing a renderer sees. Layer trees and Lottie animations both
/// produce one as a pure function of time, which is what lets frames render in parallel.
///
/// ```swift
/// let list = DisplayList(size: CGSize(width: 100, height: 100), items: [
///   .fill(Path(ellipseIn: CGRect(x: 10, y: 10, width: 80, height: 80)), paint: .color(.red))
/// ])
/// ```
public struct DisplayList: Sendable, Equatable {
  public var size: CGSize
  public var items: [DisplayItem]

  public init(size: CGSize, items: [DisplayItem] = []) {
    self.size = size
    self.items = items
  }
}

/// One drawing operation or group of operations.
public indirect enum DisplayItem: Sendable, Equatable {
  /// Fills `path` with `paint`.
  case fill(Path, paint: Paint, rule: FillRule = .nonZero)
  /// Strokes `path` with `paint`.
  case stroke(Path, paint: Paint, style: StrokeStyle)
  /// Draws laid-out text.
  case text(TextItem)
  /// Draws a bitmap scaled into `rect`.
  case image(Bitmap, rect: CGRect, quality: ImageQuality = .high)
  /// Draws children with a transform, opacity, clip, mask and blend mode applied as one.
  case group(GroupItem)

  public static func fill(_ path: Path, _ color: Color) -> DisplayItem {
    .fill(path, paint: .color(color), rule: .nonZero)
  }
}

/// How carefully scaled images are filtered.
public enum ImageQuality: Hashable, Sendable {
  case nearest
  case high
}

/// A group of items composited together (Core Animation's layer, Lottie's layer or group).
public struct GroupItem: Sendable, Equatable {
  /// Maps the children's coordinates into the parent's.
  public var transform: Transform
  /// Applied to the group as a whole, after its children are composited together.
  public var opacity: Double
  /// Children outside this path (in the children's coordinates) are not drawn.
  public var clip: Path?
  public var clipRule: FillRule
  /// The policy the group's content is drawn with, in place of the one the render uses;
  /// `nil` keeps the render's. For content composed into a larger picture that needs its own,
  /// such as a `LottieLayer`'s animation (``RenderPolicy/browserLike``). It holds for every
  /// group inside that does not set its own.
  public var renderPolicy: RenderPolicy?
  /// Modulates the group by another item tree's coverage.
  public var mask: Mask?
  /// How the composited group blends into what is below it.
  public var blendMode: BlendMode
  /// Pixel effects applied in order to the masked children, before opacity and blend mode
  /// (see ``LayerEffect``).
  public var effects: [LayerEffect] = []
  /// Whether the effects see all of the (clipped, masked) children, also what lies beyond
  /// the canvas, as After Effects runs effects on a solid, image or precomposition layer in
  /// a buffer of the layer's own size; otherwise (shape and text layers, which After Effects
  /// renders into a buffer of the composition's size) only the part inside the canvas.
  public var effectsSeeWholeContent = false
  /// Whether the children are composited together first even when nothing else asks for it:
  /// their blend modes then mix with each other only, not with what lies under the group, as
  /// After Effects renders a precomposition into a picture of its own before placing it.
  public var isolated = false
  public var children: [DisplayItem]

  public init(
    transform: Transform = .identity, opacity: Double = 1, clip: Path? = nil,
    clipRule: FillRule = .nonZero, renderPolicy: RenderPolicy? = nil, mask: Mask? = nil,
    blendMode: BlendMode = .normal,
    children: [DisplayItem]
  ) {
    self.transform = transform
    self.opacity = opacity
    self.clip = clip
    self.clipRule = clipRule
    self.renderPolicy = renderPolicy
    self.mask = mask
    self.blendMode = blendMode
    self.children = children
  }

  /// True when drawing the children directly gives the same pixels as compositing them.
  public var isPassThrough: Bool {
    opacity >= 1 && mask == nil && blendMode == .normal && effects.isEmpty && !isolated
  }
}

/// A mask: items drawn in the masked group's coordinates whose alpha (or luminance)
/// scales the group's pixels.
public struct Mask: Sendable, Equatable {
  public enum Mode: Hashable, Sendable {
    case alpha
    case luminance
  }

  public var items: [DisplayItem]
  public var mode: Mode
  /// Keep what the mask does *not* cover.
  public var inverted: Bool

  public init(items: [DisplayItem], mode: Mode = .alpha, inverted: Bool = false) {
    self.items = items
    self.mode = mode
    self.inverted = inverted
  }
}

/// Blend modes (separable and non-separable, as in CSS / PDF) plus the Porter-Duff operators
/// that masks are built from.
public enum BlendMode: Hashable, Sendable {
  case normal
  case multiply
  case screen
  case overlay
  case darken
  case lighten
  case colorDodge
  case colorBurn
  case hardLight
  case softLight
  case difference
  case exclusion
  case hue
  case saturation
  case color
  case luminosity
  /// Adds colour and alpha (Lottie's "add").
  case plus
  /// Keeps the destination where the source is transparent (subtract).
  case destinationOut
  /// Keeps the destination where the source is opaque (intersect).
  case destinationIn
  /// Replaces the destination.
  case copy
  /// Draws the source over the destination only where the destination is, keeping its alpha
  /// (the later parts of a 3D layer cut where it crosses others, over what lies between).
  case sourceAtop
}

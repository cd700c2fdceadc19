import BezelDrawing
import Foundation

/// A pixel effect on a group: applied to the group's children once they are composited
/// together and masked, before the group's opacity and blend mode.
///
/// This is After Effects' order — masks, then effects, then the layer's transform, then layer
/// styles. A renderer composites a group's children in device pixels, with the group's transform
/// already applied, so lengths, offsets and points are given in the coordinates named by
/// ``space`` and the renderer maps them into pixels: a blur of radius 4 on a layer scaled 2× blurs
/// 8 pixels, and a drop shadow's offset turns with the layer. Effects that reach beyond the
/// content (blur, shadows, glows, outlines) are not limited by the group's ``GroupItem/clip``,
/// only by the canvas.
///
/// ```swift
/// let square = Path(rect: CGRect(x: 10, y: 10, width: 40, height: 40))
/// var group = GroupItem(children: [.fill(square, .white)])
/// group.effects = [
///   LayerEffect(.tint(black: .black, white: .red, amount: 1)),
///   LayerEffect(.shadow(LayerEffect.Shadow(color: .black, offset: CGPoint(x: 4, y: 4), sigma: 3))),
/// ]
/// ```
public struct LayerEffect: Sendable, Equatable {
  /// The coordinates an effect's lengths, offsets and points are in.
  public enum Space: Hashable, Sendable {
    /// The group's children's coordinates (a Lottie effect, applied before the transform).
    case content
    /// The group's parent's coordinates (a Lottie layer style, applied after the transform).
    case parent
  }

  /// Which channels an ``Kind/invert(_:blend:)`` flips (levels take the first five).
  ///
  /// The HLS ones flip in After Effects' HLS model (hue reflected, h → ½ − h, as Skottie
  /// measured; lightness and saturation c → 1 − c); the YIQ ones in NTSC's YIQ (luminance
  /// Y → 1 − Y, the chroma I and Q, signed about grey, negated).
  public enum Channels: Hashable, Sendable {
    case rgb, red, green, blue, alpha
    case hls, hue, lightness, saturation
    case yiq, luminance, inPhaseChroma, quadratureChroma
  }

  /// How the Stroke effect's brush paints along its path.
  public struct Brush: Sendable, Equatable {
    /// The brush's colour, its alpha the stroke's opacity.
    public var color: Color
    /// The brush's radius (half the line's width).
    public var radius: Double
    /// 0…1: the part of the radius painted fully; beyond it the dab fades linearly to 0 at
    /// the radius.
    public var hardness: Double
    /// The distance between dabs as a fraction of the brush's diameter; dabs closer than a
    /// pixel's fraction merge into a continuous line.
    public var spacing: Double
    /// What the stroke is drawn on.
    public var style: PaintStyle

    public init(
      color: Color, radius: Double, hardness: Double = 1, spacing: Double = 0,
      style: PaintStyle = .onOriginal
    ) {
      self.color = color
      self.radius = radius
      self.hardness = hardness
      self.spacing = spacing
      self.style = style
    }
  }

  /// What the Stroke effect paints on.
  public enum PaintStyle: Hashable, Sendable {
    /// Over the content.
    case onOriginal
    /// Alone: the content is removed.
    case onTransparent
    /// The content shows only under the stroke.
    case revealOriginal
  }

  /// How a shadow-like effect is made from the content's alpha.
  public enum ShadowKind: Hashable, Sendable {
    /// The shadow is drawn under the content, outside it (drop shadow, outer glow).
    case outer
    /// The shadow of the content's inverse, drawn on the content and inside it (inner shadow,
    /// inner glow from the edge).
    case inner
    /// Inside the content, strongest at its centre (inner glow from the centre).
    case innerCenter
  }

  /// A shadow, glow: the content's alpha, blurred, choked, offset and coloured.
  public struct Shadow: Sendable, Equatable {
    public var kind: ShadowKind
    /// The colour, its alpha the shadow's opacity.
    public var color: Color
    /// Where the shadow moves relative to the content.
    public var offset: CGPoint
    /// The Gaussian spread (standard deviation) of the blur.
    public var sigma: Double
    /// 0…1: how far the blurred alpha is pushed toward opaque (Spread / Choke).
    public var choke: Double
    /// Draws the shadow alone, without the content.
    public var shadowOnly: Bool

    public init(
      kind: ShadowKind = .outer, color: Color, offset: CGPoint = .zero, sigma: Double = 0,
      choke: Double = 0, shadowOnly: Bool = false
    ) {
      self.kind = kind
      self.color = color
      self.offset = offset
      self.sigma = sigma
      self.choke = choke
      self.shadowOnly = shadowOnly
    }
  }

  /// A blur: Gaussian (three box passes of equal variance) or box (`passes` boxes).
  public struct Blur: Sendable, Equatable {
    /// The Gaussian's standard deviation, or the box's radius.
    public var size: Double
    /// `nil` for a Gaussian, else the number of box passes (Fast Box Blur's iterations).
    public var boxPasses: Int?
    public var horizontal: Bool
    public var vertical: Bool
    /// Repeat the edge pixels outward instead of fading into transparency.
    public var repeatEdges: Bool

    public init(
      size: Double, boxPasses: Int? = nil, horizontal: Bool = true, vertical: Bool = true,
      repeatEdges: Bool = false
    ) {
      self.size = size
      self.boxPasses = boxPasses
      self.horizontal = horizontal
      self.vertical = vertical
      self.repeatEdges = repeatEdges
    }
  }

  /// Levels: maps each channel from `inputBlack…inputWhite` to `outputBlack…outputWhite`
  /// through `gamma` (all 0…1 except gamma).
  public struct Levels: Sendable, Equatable {
    public var channels: Channels
    public var inputBlack: Double
    public var inputWhite: Double
    public var gamma: Double
    public var outputBlack: Double
    public var outputWhite: Double

    public init(
      channels: Channels = .rgb, inputBlack: Double = 0, inputWhite: Double = 1,
      gamma: Double = 1, outputBlack: Double = 0, outputWhite: Double = 1
    ) {
      self.channels = channels
      self.inputBlack = inputBlack
      self.inputWhite = inputWhite
      self.gamma = gamma
      self.outputBlack = outputBlack
      self.outputWhite = outputWhite
    }
  }

  /// What an effect does.
  public enum Kind: Sendable, Equatable {
    /// Every pixel becomes `color`, its alpha the pixel's alpha times the colour's.
    case fill(Color)
    /// ``fill(_:)`` only inside `region` (nonzero, in ``space``'s coordinates), or only
    /// outside it when `inverted`; the region's edge blurred by `feather` (horizontal,
    /// vertical: Gaussian standard deviations).
    case fillRegion(Color, region: Path, inverted: Bool, feather: CGSize)
    /// Maps luminance from `black` (0) to `white` (1), mixed with the original by `amount`
    /// (0…1).
    case tint(black: Color, white: Color, amount: Double)
    /// Maps luminance through shadows (0), midtones (½) and highlights (1), mixed with the
    /// original by `1 − blend`.
    case tritone(highlights: Color, midtones: Color, shadows: Color, blend: Double)
    /// Flips channels (c → 1 − c), mixed with the original by `blend` (0…1).
    case invert(Channels, blend: Double)
    /// Rotates hue by `hue` degrees, scales chroma (`saturation` −100…100) and moves toward
    /// black or white (`lightness` −100…100); `colorize` paints one hue instead. With a
    /// `range` (one of After Effects' colour ranges: Reds, Yellows, …), only pixels whose
    /// hue lies in it change, by the range's weight at their hue; `nil` is the master
    /// channel, every pixel fully.
    case hueSaturation(hue: Double, saturation: Double, lightness: Double, range: HueRange?)
    /// Hue/Saturation's Colorize: every pixel takes `hue` (degrees) and `saturation` (0…100)
    /// in HLS, keeping its own lightness moved toward black or white by `lightness`
    /// (−100…100).
    case colorize(hue: Double, saturation: Double, lightness: Double)
    case levels(Levels)
    case blur(Blur)
    case shadow(Shadow)
    /// An outline `width` wide around the content's outside, drawn under it.
    case outline(color: Color, width: Double)
    /// Paints `path` with `brush`: over the content, alone, or revealing the content only
    /// under the stroke.
    case strokePath(Path, Brush)
    /// Hides the content progressively along `angle` (degrees, 0 = wiping upward, clockwise)
    /// across `box`, `completion` 0…1, with a soft edge `feather` wide.
    case linearWipe(completion: Double, angle: Double, feather: Double, box: CGRect)
    /// Hides the content in a sweep around `center` starting at `startAngle` (degrees, 0 =
    /// up, clockwise); `direction` 1 clockwise, −1 counter-clockwise, 0 both ways; its edge
    /// blurred by a Gaussian of standard deviation `feather`.
    case radialWipe(
      completion: Double, startAngle: Double, center: CGPoint, direction: Int, feather: Double)
    /// Lights the content's edges as a bevel `thickness` wide from `angle` (degrees).
    case bevelAlpha(thickness: Double, angle: Double, color: Color, intensity: Double)
  }

  public var kind: Kind
  public var space: Space

  public init(_ kind: Kind, space: Space = .content) {
    self.kind = kind
    self.space = space
  }
}

extension LayerEffect {
  /// The box the effect can paint into when the content covers `box`, in ``space``'s units;
  /// `nil` when it cannot be bounded (non-finite parameters), so that only the canvas bounds
  /// it.
  public func bounds(around box: CGRect) -> CGRect? {
    let r: Double
    switch kind {
    case .blur(let blur):
      guard !blur.repeatEdges else { return box }
      // Box passes of radius r reach r each (one unit more covers the radius's rounding in
      // pixels); a Gaussian's three boxes reach 3σ together.
      if let passes = blur.boxPasses {
        r = (blur.size + 1) * Double(min(max(passes, 1), 16))
      } else {
        r = blur.size * 3
      }
    case .shadow(let shadow):
      guard shadow.kind == .outer else { return box }
      r = shadow.sigma * 3 + 1 + Double(shadow.offset.x.magnitude + shadow.offset.y.magnitude)
    case .outline(_, let width): r = width + 1
    case .strokePath(let path, let brush):
      let reach = brush.radius + 1
      guard reach.isFinite else { return nil }
      let line = path.controlPointBounds
      return line.isNull ? box : box.union(line.insetBy(dx: -reach, dy: -reach))
    default: return box
    }
    guard r.isFinite else { return nil }
    return r > 0 ? box.insetBy(dx: -r, dy: -r) : box
  }
}

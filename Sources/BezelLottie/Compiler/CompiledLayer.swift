import BezelDrawing
import BezelLayers
import Foundation

/// A composition's layers, compiled; shared between the precomp layers that use it.
final class CompiledComposition: Sendable {
  let layers: [CompiledLayer]
  /// Whether any layer is 3D, so that the composition needs a camera.
  let hasSpace: Bool
  /// The frames over which every layer holds still, so the composition's items do too.
  let spans: StillSpans
  /// The items of the last evaluation at full opacity, for frames in the same span.
  let kept = KeptEvaluation()
  /// The buffers the next evaluations make their lists in.
  let lists = RecycledItemLists()

  init(layers: [CompiledLayer]) {
    self.layers = layers
    hasSpace = layers.contains { $0.is3D }
    spans = layers.reduce(StillSpans.always) { $0.intersection($1.still.spans) }
  }

  /// Layer `i`'s own transform at `frame`, without its parents'.
  func matrix(of i: Int, at frame: Double) -> Transform {
    // Read in place through the buffer: the array's getter copies the transform track read,
    // retaining and releasing every keyframe list in it, twice a layer a frame.
    layers.withUnsafeBufferPointer {
      $0[i].transform.matrix(at: frame, autoOrient: $0[i].autoOrient)
    }
  }

  /// Layer `i`'s own opacity at `frame`, 0…1 (read in place, as ``matrix(of:at:)``).
  func opacity(of i: Int, at frame: Double) -> Double {
    layers.withUnsafeBufferPointer { $0[i].transform.opacity(at: frame) }
  }
}

/// A compiled mask.
struct CompiledMask: Sendable {
  var mode: MaskModel.Mode
  var path: Track<BezierShape>
  var opacity: Track<Double>
  /// Grows (or shrinks, negative) the outline, with round corners.
  var expansion: Track<Double>
  var inverted: Bool
}

/// How a layer is matted by another.
struct CompiledMatte: Sendable {
  /// The position of the matte layer in the composition.
  var source: Int
  var mode: Mask.Mode
  var inverted: Bool
}

/// One compiled layer.
struct CompiledLayer: Sendable {
  enum Content: Sendable {
    case none
    case shapes([ShapeNode])
    case precomp(CompiledComposition, width: Double, height: Double, timeRemap: Track<Double>?)
    case solid(Color, width: Double, height: Double)
    case image(Bitmap, width: Double, height: Double)
    case text(CompiledText)
  }

  var content: Content
  var transform: TransformTrack
  var inPoint: Double
  var outPoint: Double
  var startTime: Double
  var stretch: Double
  /// The position of the parent layer in the composition.
  var parent: Int?
  var masks: [CompiledMask]
  var matte: CompiledMatte?
  var isMatteSource: Bool
  var blendMode: BlendMode
  var autoOrient: Bool
  var hidden: Bool
  /// Effects, then layer styles, in the order they apply.
  var effects: [CompiledEffect] = []
  /// A 3D layer (`ddd` 1) is placed in space and seen through the composition's camera.
  var is3D = false
  /// An adjustment layer (`ty` 12): its effects apply to the layers below it.
  var isAdjustment = false
  /// Set on a camera layer.
  var camera: CompiledCamera?
  /// The shape content's display items at full opacity when none of it changes over time
  /// (its tracks are constants), evaluated once at compile time instead of every frame.
  var stillShapes: [DisplayItem]? = nil
  /// The rectangle of the layer's own size (a sized precomposition's clip, a solid's
  /// outline), made once at compile time: one made every frame allocates its elements.
  var sizeRect: Path? = nil
  /// What holds still in the layer and over which frames, with what is kept of it (one
  /// reference, so that the layer stays cheap to copy).
  var still = StillLayer.none

  /// The layer's own time at composition frame `frame`.
  func localFrame(_ frame: Double) -> Double {
    (frame - startTime) / stretch
  }
}

extension CompiledMask: StillWalkable {
  var walkedStillSpans: StillSpans {
    path.stillSpans.intersection(opacity.stillSpans).intersection(expansion.stillSpans)
  }
}

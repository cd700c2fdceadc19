import BezelDrawing
import Foundation
import Testing

@testable import BezelLottie

/// Compiling lets go of each layer's model once the layer is compiled, so a file of many
/// layers never holds its whole model and everything compiled from it at once.
@Suite struct CompilerReleaseTests {
  /// A root of a shape layer and two layers showing one precomposition of two shapes.
  private static let json = """
    {"v":"5.7.0","fr":30,"ip":0,"op":10,"w":100,"h":100,
     "assets":[{"id":"pre","layers":[
       {"ty":4,"ind":1,"ip":0,"op":10,"st":0,"ks":{},"shapes":[
         {"ty":"rc","p":{"a":0,"k":[20,20]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
         {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]},
       {"ty":4,"ind":2,"ip":0,"op":10,"st":0,"ks":{},"shapes":[
         {"ty":"el","p":{"a":0,"k":[40,40]},"s":{"a":0,"k":[10,10]}},
         {"ty":"fl","c":{"a":0,"k":[0,0,1,1]},"o":{"a":0,"k":100}}]}]}],
     "layers":[
       {"ty":0,"ind":1,"refId":"pre","w":100,"h":100,"ip":0,"op":10,"st":0,"ks":{}},
       {"ty":0,"ind":2,"refId":"pre","w":100,"h":100,"ip":0,"op":10,"st":0,
        "ks":{"p":{"a":0,"k":[50,50]}}},
       {"ty":4,"ind":3,"ip":0,"op":10,"st":0,"ks":{},"shapes":[
         {"ty":"rc","p":{"a":0,"k":[70,70]},"s":{"a":0,"k":[20,20]},"r":{"a":0,"k":0}},
         {"ty":"fl","c":{"a":0,"k":[0,1,0,1]},"o":{"a":0,"k":100}}]}]}
    """

  private func compiler() throws -> AnimationCompiler {
    let log = FeatureLog()
    let model = try ModelDecoder.decode(
      LottieJSONReader.tape(Array(CompilerReleaseTests.json.utf8)), log: log)
    return AnimationCompiler(
      model: model, resources: [:], imageProvider: nil, imageDecoder: nil, log: log)
  }

  @Test func compilingTakesTheLayersOutOfTheModel() throws {
    var compiler = try compiler()
    #expect(compiler.model.layers.count == 3)
    #expect(compiler.model.assets.first?.layers?.count == 2)
    let root = try compiler.compileRoot()
    #expect(root.layers.count == 3)
    #expect(compiler.model.layers.isEmpty)
    #expect(compiler.model.assets.first?.layers?.isEmpty == true)
  }

  /// The precomposition's layers leave the model with its first use; the second layer
  /// showing it gets the same compiled composition, not one compiled from nothing.
  @Test func aPrecompositionShownTwiceIsCompiledOnceWhole() throws {
    var compiler = try compiler()
    let root = try compiler.compileRoot()
    guard case .precomp(let first, _, _, _) = root.layers[0].content,
      case .precomp(let second, _, _, _) = root.layers[1].content
    else {
      Issue.record("the precomposition layers were not compiled as precompositions")
      return
    }
    #expect(first === second)
    #expect(first.layers.count == 2)
    for layer in first.layers {
      guard case .shapes(let nodes) = layer.content else {
        Issue.record("a precomposition layer lost its shapes")
        continue
      }
      #expect(!nodes.isEmpty)
    }
  }

  /// What the animation reports from the model is read before compiling empties it.
  @Test func theAnimationStillReportsTheModelsFields() throws {
    let animation = try LottieAnimation(data: Data(CompilerReleaseTests.json.utf8))
    #expect(animation.layerCount == 3)
    #expect(animation.size == CGSize(width: 100, height: 100))
    #expect(animation.endFrame == 10)
    #expect(animation.missingAssets.isEmpty)
  }
}

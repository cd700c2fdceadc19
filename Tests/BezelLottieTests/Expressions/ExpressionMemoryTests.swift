import BezelLottieExpressions
import Foundation
import Testing

@testable import BezelLottie

/// Expressions build reference cycles (a function and the scope it closes over; host objects
/// whose closures hold themselves and the host). These tests check that an evaluation leaves
/// nothing alive behind it, which `make sanitize-address` also checks for the whole suite.
@Suite struct ExpressionMemoryTests {
  private static let cyclicScript =
    "function f(n) { return n <= 0 ? 0 : 1 + f(n - 1); }"
    + " var counter = (function () { var c = 0; return function () { c += 1; return c; }; })();"
    + " var o = {}; o.self = o; o.fn = f; counter(); f(3) + counter() + thisLayer.index"

  @Test func interpreterFreesClosuresAndScopesItMade() throws {
    weak var function: JSFunction?
    weak var object: JSObject?
    do {
      let program = try ExpressionParser.parse(
        "function f() { return f; } var o = { me: f }; o.again = o; f")
      let interpreter = JSInterpreter(globals: JSBuiltins.globals(seed: 1))
      let result = try interpreter.run(program)
      guard case .function(let f) = result else {
        Issue.record("expected a function, got \(result.typeName)")
        return
      }
      function = f
      if case .function(let script) = result, case .script(_, let scope) = script.body,
        case .object(let o)? = scope.lookup("o")
      {
        object = o
      }
      #expect(function != nil)
      #expect(object != nil)
    }
    #expect(function == nil, "the function and its scope hold each other")
    #expect(object == nil)
  }

  @Test func hostIsFreedAfterEvaluatingACyclicExpression() throws {
    weak var host: ExpressionHost?
    do {
      let document = try Self.document(expression: Self.cyclicScript)
      let made = try expressionHost(document)
      host = made
      let layer = try #require(made.root.layers.first)
      let property = try #require(made.property(layer, [.key("ks"), .key("r")]))
      let source = try #require(property.source)
      // f(3) = 3, counter() = 1 then 2, thisLayer.index = 1.
      guard case .numbers(let value) = try made.evaluate(property, source: source, compFrame: 0)
      else {
        Issue.record("expected numbers")
        return
      }
      #expect(value == [6])
    }
    #expect(host == nil, "an evaluation's objects keep the host alive")
  }

  private static func document(expression: String) throws -> [String: LottieJSON] {
    let escaped = expression.replacingOccurrences(of: "\"", with: "\\\"")
    let json = """
      {"v":"5.7","fr":30,"ip":0,"op":30,"w":100,"h":100,"layers":[
       {"ty":4,"nm":"Shape","ind":1,"ip":0,"op":30,"st":0,
        "ks":{"r":{"a":0,"k":0,"x":"\(escaped)"}},"shapes":[]}]}
      """
    guard case .object(let root) = try LottieJSONReader.read(Array(json.utf8)) else {
      throw ExpressionError.badResult("fixture")
    }
    return root
  }
}

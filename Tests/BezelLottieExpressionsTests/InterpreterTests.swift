import Testing

@testable import BezelLottieExpressions

/// Runs `source` with the standard globals and returns the result.
private func run(_ source: String, steps: Int = 500_000) throws -> JSValue {
  let program = try ExpressionParser.parse(source)
  var limits = JSInterpreter.Limits()
  limits.steps = steps
  let interpreter = JSInterpreter(globals: JSBuiltins.globals(seed: 1), limits: limits)
  return try interpreter.run(program)
}

private func number(_ source: String) throws -> Double { try run(source).numberValue }
private func vector(_ source: String) throws -> [Double] { try run(source).numbers ?? [] }

@Test func arithmeticAndPrecedence() throws {
  #expect(try number("1 + 2 * 3") == 7)
  #expect(try number("(1 + 2) * 3") == 9)
  #expect(try number("2 ** 3 ** 2") == 512)
  #expect(try number("7 % 4 - -1") == 4)
  #expect(try number("var $bm_rt; $bm_rt = 10 / 4;") == 2.5)
  #expect(try run("'a' + 1 + 2").stringValue == "a12")
  #expect(try number("1 < 2 ? 10 : 20") == 10)
  #expect(try number("0 || 5") == 5)
  #expect(try number("3 && 4") == 4)
  #expect(try run("typeof 'x'").stringValue == "string")
  #expect(try run("typeof nothing").stringValue == "undefined")
  #expect(try number("5 & 3 | 8") == 9)
}

@Test func controlFlowAndFunctions() throws {
  #expect(try number("var s = 0; for (var i = 1; i <= 10; i++) { s += i; } s") == 55)
  #expect(try number("var n = 0; while (true) { n++; if (n > 4) break; } n") == 5)
  #expect(try number("var n = 0; do { n += 2; } while (n < 7); n") == 8)
  #expect(
    try number("var s = 0; for (var i = 0; i < 6; i++) { if (i % 2) continue; s += i; } s") == 6)
  // Hoisted declaration, recursion.
  #expect(try number("f(6); function f(n) { return n <= 1 ? 1 : n * f(n - 1); }") == 720)
  // Closures keep their own counter.
  #expect(
    try number(
      "function make() { var c = 0; return function() { c += 1; return c; }; }"
        + " var a = make(); a(); a(); a()"
    ) == 3)
  #expect(try number("var f = (a, b) => a * b; f(3, 4)") == 12)
  #expect(
    try number("switch (2) { case 1: 10; break; case 2: $bm_rt = 20; break; default: 30 }") == 20)
}

@Test func exceptions() throws {
  // Strict mode, as lottie-web runs scripts: assigning an undeclared name throws.
  #expect(try number("var r = 0; try { stray = 3; r = 1; } catch (e) { r = 2; } r") == 2)
  #expect(
    try run("var m; try { stray = 3; } catch (e) { m = e.message; } m").stringValue
      == "ReferenceError: stray is not defined")
  #expect(try number("var r; try { throw 5; } catch (e) { r = e * 2; } r") == 10)
  #expect(try number("var r; try { undefinedName + 1; } catch (e) { r = 1; } r") == 1)
  #expect(try number("var r = 0; try { r = 1; } finally { r += 10; } r") == 11)
  #expect(
    try run("var r; try { null.x } catch (e) { r = e.message } r").stringValue.contains("null"))
}

@Test func arraysObjectsAndStrings() throws {
  #expect(try vector("[1, 2] + [3, 4]") == [4, 6])
  #expect(try vector("$bm_sub([5, 5, 5], [1, 2, 3])") == [4, 3, 2])
  #expect(try vector("mul([1, 2], 3)") == [3, 6])
  #expect(try vector("div([4, 8], 4)") == [1, 2])
  #expect(try vector("$bm_neg([1, -2])") == [-1, 2])
  // A number added to a vector changes its first element, as in lottie-web's sum.
  #expect(try vector("sum([1, 2], 10)") == [11, 2])
  #expect(try number("var a = [1, 2, 3]; a.push(4); a.length") == 4)
  #expect(try number("var a = []; a[3] = 1; a.length") == 4)
  #expect(try vector("[1, 2, 3, 4].slice(1, 3)") == [2, 3])
  #expect(try vector("[1, 2, 3].map(function (x) { return x * x; })") == [1, 4, 9])
  #expect(try number("var o = {a: 1, b: {c: 2}}; o.b.c + o['a']") == 3)
  #expect(try run("'a::b'.split('::')[1]").stringValue == "b")
  #expect(try run("'Hello'.toUpperCase().substring(1, 3)").stringValue == "EL")
  #expect(try run("(1.005).toFixed(1)").stringValue == "1.0")
  #expect(try run("[1, 2].join('-')").stringValue == "1-2")
}

@Test func afterEffectsMaths() throws {
  #expect(try number("clamp(150, 0, 100)") == 100)
  #expect(try number("clamp(-5, 100, 0)") == 0)
  #expect(try number("linear(5, 0, 10, 100, 200)") == 150)
  #expect(try number("linear(-1, 0, 10, 100, 200)") == 100)
  #expect(try vector("linear(0.5, [0, 0], [10, 20])") == [5, 10])
  // A reversed range, as lottie-web reads it: the range is ordered (0…100) but the values are
  // not, so t = 25 is a quarter of the way from 2 to 0.9, and t past 100 gives 0.9.
  #expect(abs(try number("linear(25, 100, 0, 2, 0.9)") - 1.725) < 1e-12)
  #expect(try number("linear(150, 100, 0, 2, 0.9)") == 0.9)
  #expect(try number("linear(-5, 100, 0, 2, 0.9)") == 2)
  // The eased forms run through a reversed range as given: t = tMin gives v1.
  #expect(try number("easeIn(100, 100, 0, 2, 0.9)") == 2)
  #expect(abs(try number("easeIn(0, 100, 0, 2, 0.9)") - 0.9) < 1e-12)
  // ease is nearly symmetric: half way in time is about half way in value.
  #expect(abs(try number("ease(5, 0, 10, 0, 1)") - 0.5) < 0.01)
  #expect(try number("easeIn(2, 0, 10, 0, 1)") < 0.2)
  #expect(try number("length([3, 4])") == 5)
  #expect(try number("length([1, 1], [4, 5])") == 5)
  #expect(try vector("normalize([0, 5])") == [0, 1])
  #expect(abs(try number("radiansToDegrees(Math.PI)") - 180) < 1e-9)
  #expect(try number("Math.max(1, 7, 3) + Math.min(2, -1) + Math.abs(-2) + Math.round(2.5)") == 11)
  #expect(try number("eval('1 + 2')") == 3)
}

@Test func syntaxErrorsAreReported() {
  #expect(throws: ExpressionError.self) { try ExpressionParser.parse("var = ;") }
  #expect(throws: ExpressionError.self) { try ExpressionParser.parse("if (x { }") }
  #expect(throws: ExpressionError.self) { try ExpressionParser.parse("'open") }
  #expect(throws: ExpressionError.self) {
    try ExpressionParser.parse(String(repeating: "(", count: 10_000) + "1")
  }
}

@Test func hostileProgramsHitLimits() throws {
  func limited(_ source: String) -> Bool {
    do {
      _ = try run(source, steps: 100_000)
      return false
    } catch let error as JSThrow {
      if case .limit = error { return true }
      return false
    } catch {
      return false
    }
  }
  #expect(limited("while (true) {}"))
  #expect(limited("for (;;) { try { } catch (e) { } }"))
  #expect(limited("function f() { return f(); } f()"))
  #expect(limited("var a = []; a[1e9] = 1;"))
  #expect(limited("new Array(1e8)"))
  #expect(limited("var s = 'x'; while (true) { s = s + s; }"))
  // A limit is not an exception a script can catch.
  #expect(limited("while (true) { try { while (true) {} } catch (e) {} }"))
}

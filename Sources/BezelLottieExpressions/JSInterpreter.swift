import Foundation

/// Runs parsed programs with hard limits on steps, call depth and array sizes.
///
/// One interpreter serves one evaluation (one property at one frame) on one thread.
package final class JSInterpreter {
  enum Completion {
    case normal
    case breakLoop
    case continueLoop
    case returned(JSValue)
  }

  package struct Limits {
    package init() {}
    package var steps = 500_000
    package var callDepth = 48
    package var arrayLength = 100_000
    package var stringLength = 1_000_000
  }

  package let limits: Limits
  package let globals: JSScope
  package private(set) var steps = 0
  private var callDepth = 0
  /// The value of the last top-level expression statement (After Effects' implicit result).
  private var lastValue: JSValue = .undefined
  private var evalCache: [String: FunctionDeclaration] = [:]
  /// Scopes and object literals this interpreter made. A function holds its scope and a scope
  /// holds its functions, so they are cut apart when the interpreter goes away or they would
  /// never be freed.
  private var madeScopes: [JSScope] = []
  private var madeObjects: [JSObject] = []
  /// Parses `eval` sources through a cache that outlives this interpreter (rigs eval the same
  /// strings at every frame); `nil` parses here.
  package var parseForEval: ((String) -> Result<FunctionDeclaration, ExpressionError>)?

  package init(globals: JSScope, limits: Limits = Limits()) {
    self.globals = globals
    self.limits = limits
  }

  /// Runs `program` in a fresh scope under the globals and returns `$bm_rt`, or the last
  /// top-level expression's value.
  package func run(_ program: FunctionDeclaration) throws(JSThrow) -> JSValue {
    let scope = makeScope(parent: globals)
    for name in program.hoisted { scope.variables[name] = .undefined }
    // Bodymovin always declares `$bm_rt`; hand-written scripts that assign it bare still work.
    if scope.variables["$bm_rt"] == nil { scope.variables["$bm_rt"] = .undefined }
    lastValue = .undefined
    let completion = try execute(program.body, scope, topLevel: true)
    if case .returned(let v) = completion { return v }
    if let rt = scope.lookup("$bm_rt"), !(rt.isNullish) { return rt }
    return lastValue
  }

  deinit {
    releaseValues()
  }

  /// Empties every scope and object literal the evaluation made, breaking the reference cycles
  /// between functions and their scopes (values the evaluation returned are emptied too).
  private func releaseValues() {
    for scope in madeScopes {
      scope.variables.removeAll()
      scope.fallback = nil
    }
    for object in madeObjects { object.fields.removeAll() }
    madeScopes.removeAll()
    madeObjects.removeAll()
  }

  private func makeScope(parent: JSScope) -> JSScope {
    let scope = JSScope(parent: parent)
    madeScopes.append(scope)
    return scope
  }

  func tick() throws(JSThrow) {
    steps += 1
    if steps > limits.steps { throw .limit("more than \(limits.steps) steps") }
  }

  func checkLength(_ count: Int) throws(JSThrow) {
    if count > limits.arrayLength { throw .limit("array longer than \(limits.arrayLength)") }
  }

  // MARK: Statements

  private func hoistFunctions(_ body: [StatementNode], _ scope: JSScope) {
    for s in body {
      if case .function(let f) = s, let name = f.name {
        scope.variables[name] = .function(JSFunction(.script(f, scope)))
      }
    }
  }

  func execute(_ body: [StatementNode], _ scope: JSScope, topLevel: Bool = false)
    throws(JSThrow) -> Completion
  {
    hoistFunctions(body, scope)
    for s in body {
      let c = try execute(s, scope, topLevel: topLevel)
      if case .normal = c { continue }
      return c
    }
    return .normal
  }

  private func execute(_ statement: StatementNode, _ scope: JSScope, topLevel: Bool = false)
    throws(JSThrow) -> Completion
  {
    try tick()
    switch statement {
    case .empty, .function: return .normal
    case .declare(let items):
      for (name, value) in items {
        if let value {
          let v = try evaluate(value, scope)
          if !scope.assign(name, v) { scope.variables[name] = v }
        } else if scope.lookup(name) == nil {
          scope.variables[name] = .undefined
        }
      }
      return .normal
    case .expression(let e):
      let v = try evaluate(e, scope)
      if topLevel { lastValue = v }
      return .normal
    case .block(let body): return try execute(body, scope, topLevel: topLevel)
    case .if(let test, let then, let otherwise):
      if try evaluate(test, scope).primitive.truthy {
        return try execute(then, scope, topLevel: topLevel)
      } else if let otherwise {
        return try execute(otherwise, scope, topLevel: topLevel)
      }
      return .normal
    case .for(let initial, let test, let update, let body):
      if let initial { _ = try execute(initial, scope) }
      while true {
        try tick()
        if let test, !(try evaluate(test, scope).primitive.truthy) { break }
        switch try execute(body, scope) {
        case .breakLoop: return .normal
        case .returned(let v): return .returned(v)
        case .normal, .continueLoop: break
        }
        if let update { _ = try evaluate(update, scope) }
      }
      return .normal
    case .forIn(let name, let objectNode, let body):
      let object = try evaluate(objectNode, scope)
      var keys: [String] = []
      switch object {
      case .array(let a): keys = a.items.indices.map(String.init)
      case .object(let o): keys = o.order
      case .string(let s): keys = (0..<s.count).map(String.init)
      default: break
      }
      for key in keys {
        try tick()
        if !scope.assign(name, .string(key)) { scope.variables[name] = .string(key) }
        switch try execute(body, scope) {
        case .breakLoop: return .normal
        case .returned(let v): return .returned(v)
        case .normal, .continueLoop: break
        }
      }
      return .normal
    case .while(let test, let body):
      while try evaluate(test, scope).primitive.truthy {
        try tick()
        switch try execute(body, scope) {
        case .breakLoop: return .normal
        case .returned(let v): return .returned(v)
        case .normal, .continueLoop: break
        }
      }
      return .normal
    case .doWhile(let body, let test):
      repeat {
        try tick()
        switch try execute(body, scope) {
        case .breakLoop: return .normal
        case .returned(let v): return .returned(v)
        case .normal, .continueLoop: break
        }
      } while try evaluate(test, scope).primitive.truthy
      return .normal
    case .break: return .breakLoop
    case .continue: return .continueLoop
    case .return(let e):
      return .returned(try e.map { e throws(JSThrow) in try evaluate(e, scope) } ?? .undefined)
    case .throw(let e): throw .exception(JSThrownValue(try evaluate(e, scope)))
    case .try(let body, let name, let handler, let finalizer):
      var result: Completion = .normal
      do {
        result = try execute(body, scope, topLevel: topLevel)
      } catch {
        guard case .exception(let value) = error, let handler else {
          if let finalizer { _ = try execute(finalizer, scope) }
          throw error
        }
        let catchScope = makeScope(parent: scope)
        if let name { catchScope.variables[name] = value.value }
        do {
          result = try execute(handler, catchScope, topLevel: topLevel)
        } catch {
          if let finalizer { _ = try execute(finalizer, scope) }
          throw error
        }
      }
      if let finalizer {
        let f = try execute(finalizer, scope)
        if case .normal = f {} else { return f }
      }
      return result
    case .switch(let subjectNode, let cases):
      let subject = try evaluate(subjectNode, scope).primitive
      var matched = false
      for pass in 0..<2 {
        for (test, body) in cases {
          if !matched {
            if let test {
              if pass == 0, JSValue.strictEquals(subject, try evaluate(test, scope).primitive) {
                matched = true
              }
            } else if pass == 1 {
              matched = true
            }
          }
          guard matched else { continue }
          switch try execute(body, scope) {
          case .breakLoop: return .normal
          case .returned(let v): return .returned(v)
          case .continueLoop: return .continueLoop
          case .normal: break
          }
        }
        if matched { return .normal }
      }
      return .normal
    }
  }

  // MARK: Expressions

  func evaluate(_ node: ExpressionNode, _ scope: JSScope) throws(JSThrow) -> JSValue {
    try tick()
    switch node {
    case .number(let n): return .number(n)
    case .string(let s): return .string(s)
    case .identifier(let name):
      if let v = scope.lookup(name) { return v }
      switch name {
      case "undefined": return .undefined
      case "null": return .null
      case "NaN": return .number(.nan)
      case "Infinity": return .number(.infinity)
      default: throw JSThrow.error("\(name) is not defined")
      }
    case .this: return scope.lookup("this") ?? .undefined
    case .array(let items):
      try checkLength(items.count)
      var values: [JSValue] = []
      values.reserveCapacity(items.count)
      for item in items { values.append(try evaluate(item, scope)) }
      return .array(JSArray(values))
    case .object(let fields):
      let o = JSObject()
      madeObjects.append(o)
      for (key, value) in fields { o.set(key, try evaluate(value, scope)) }
      return .object(o)
    case .function(let f):
      let closureScope = makeScope(parent: scope)
      let fn = JSFunction(.script(f, closureScope))
      if let name = f.name { closureScope.variables[name] = .function(fn) }
      return .function(fn)
    case .unary(let op, let operand):
      if op == "typeof" {
        if case .identifier(let name) = operand, scope.lookup(name) == nil {
          return .string("undefined")
        }
        return .string(try evaluate(operand, scope).typeName)
      }
      if op == "delete" {
        if case .member(let o, let key) = operand, case .object(let obj) = try evaluate(o, scope) {
          obj.fields[key] = nil
          obj.order.removeAll { $0 == key }
        }
        return .bool(true)
      }
      let v = try evaluate(operand, scope)
      switch op {
      case "!": return .bool(!(try v.primitive.truthy))
      case "-": return try JSOperators.negate(v)
      case "+": return .number(try v.primitive.numberValue)
      case "~": return .number(Double(~JSOperators.int32(try v.primitive.numberValue)))
      case "void": return .undefined
      default: throw JSThrow.error("unknown operator \(op)")
      }
    case .update(let op, let prefix, let target):
      let old = try evaluate(target, scope).primitive.numberValue
      let new = op == "++" ? old + 1 : old - 1
      try assign(target, .number(new), scope)
      return .number(prefix ? new : old)
    case .binary(let op, let l, let r):
      let a = try evaluate(l, scope)
      let b = try evaluate(r, scope)
      return try JSOperators.binary(op, a, b, self)
    case .logical(let op, let l, let r):
      let a = try evaluate(l, scope)
      if op == "&&" { return try a.primitive.truthy ? try evaluate(r, scope) : a }
      return try a.primitive.truthy ? a : try evaluate(r, scope)
    case .conditional(let test, let then, let otherwise):
      return try evaluate(test, scope).primitive.truthy
        ? try evaluate(then, scope) : try evaluate(otherwise, scope)
    case .assign(let op, let target, let valueNode):
      var value = try evaluate(valueNode, scope)
      if op != "=" {
        let current = try evaluate(target, scope)
        value = try JSOperators.binary(String(op.dropLast()), current, value, self)
      }
      try assign(target, value, scope)
      return value
    case .call(let calleeNode, let argumentNodes):
      var this: JSValue = .undefined
      let callee: JSValue
      switch calleeNode {
      case .member(let objectNode, let key):
        this = try evaluate(objectNode, scope)
        callee = try member(this, key)
      case .index(let objectNode, let keyNode):
        this = try evaluate(objectNode, scope)
        callee = try index(this, try evaluate(keyNode, scope))
      case .identifier("eval"):
        guard let first = argumentNodes.first else { return .undefined }
        return try evalString(try evaluate(first, scope), scope)
      default:
        callee = try evaluate(calleeNode, scope)
      }
      var arguments: [JSValue] = []
      arguments.reserveCapacity(argumentNodes.count)
      for a in argumentNodes { arguments.append(try evaluate(a, scope)) }
      if case .undefined = callee {
        switch calleeNode {
        case .member(_, let key), .identifier(let key):
          throw JSThrow.error("\(key) is not a function")
        default: break
        }
      }
      return try call(callee, this: this, arguments)
    case .new(let calleeNode, let argumentNodes):
      var arguments: [JSValue] = []
      for a in argumentNodes { arguments.append(try evaluate(a, scope)) }
      if case .identifier("Array") = calleeNode {
        if arguments.count == 1, case .number(let n) = arguments[0] {
          let count = max(0, Int(n.isFinite ? n : 0))
          try checkLength(count)
          return .array(JSArray(Array(repeating: .undefined, count: count)))
        }
        return .array(JSArray(arguments))
      }
      if case .identifier("Object") = calleeNode { return .object(JSObject()) }
      let callee = try evaluate(calleeNode, scope)
      let this = JSObject()
      let result = try call(callee, this: .object(this), arguments)
      switch result {
      case .object, .array: return result
      default: return .object(this)
      }
    case .member(let objectNode, let key):
      return try member(try evaluate(objectNode, scope), key)
    case .index(let objectNode, let keyNode):
      return try index(try evaluate(objectNode, scope), try evaluate(keyNode, scope))
    case .sequence(let items):
      var last: JSValue = .undefined
      for item in items { last = try evaluate(item, scope) }
      return last
    }
  }

  private func evalString(_ value: JSValue, _ scope: JSScope) throws(JSThrow) -> JSValue {
    guard case .string(let source) = value else { return value }
    let program: FunctionDeclaration
    if let cached = evalCache[source] {
      program = cached
    } else {
      let parsed: Result<FunctionDeclaration, ExpressionError>
      if let parseForEval {
        parsed = parseForEval(source)
      } else {
        do {
          parsed = .success(try ExpressionParser.parse(source))
        } catch {
          parsed = .failure(error)
        }
      }
      switch parsed {
      case .success(let p): program = p
      case .failure(let error): throw JSThrow.error("SyntaxError in eval: \(error)")
      }
      evalCache[source] = program
    }
    for name in program.hoisted where scope.lookup(name) == nil {
      scope.variables[name] = .undefined
    }
    let saved = lastValue
    lastValue = .undefined
    defer { lastValue = saved }
    if case .returned(let v) = try execute(program.body, scope, topLevel: true) { return v }
    return lastValue
  }

  func member(_ object: JSValue, _ key: String) throws(JSThrow) -> JSValue {
    try JSBuiltins.member(of: object, key, interpreter: self)
  }

  func index(_ object: JSValue, _ key: JSValue) throws(JSThrow) -> JSValue {
    let base: JSValue
    switch object {
    case .object(let o) where o.primitive != nil && o.fields.isEmpty:
      if case .string(let k) = key { return try member(object, k) }
      base = try object.primitive
    default: base = object
    }
    switch (base, key) {
    case (.array(let a), .number(let n)):
      let i = Int(exactly: n) ?? -1
      return i >= 0 && i < a.items.count ? a.items[i] : .undefined
    case (.string(let s), .number(let n)):
      let i = Int(exactly: n) ?? -1
      guard i >= 0 && i < s.count else { return .undefined }
      return .string(String(s[s.index(s.startIndex, offsetBy: i)]))
    case (.number, .number):
      // After Effects lets `value[0]` of a one-dimensional property mean the value itself.
      return key.numberValue == 0 ? base : .undefined
    default:
      return try member(base, try key.primitive.stringValue)
    }
  }

  private func assign(_ target: ExpressionNode, _ value: JSValue, _ scope: JSScope)
    throws(JSThrow)
  {
    switch target {
    case .identifier(let name):
      // Strict mode, as lottie-web evaluates expressions: a stray global is an error (so
      // presets relying on sloppy globals fall back to the property's value there too).
      guard scope.assign(name, value) else {
        throw JSThrow.error("ReferenceError: \(name) is not defined")
      }
    case .member(let objectNode, let key):
      try setProperty(try evaluate(objectNode, scope), .string(key), value)
    case .index(let objectNode, let keyNode):
      try setProperty(try evaluate(objectNode, scope), try evaluate(keyNode, scope), value)
    default: throw JSThrow.error("invalid assignment target")
    }
  }

  private func setProperty(_ object: JSValue, _ key: JSValue, _ value: JSValue) throws(JSThrow) {
    switch object {
    case .array(let a):
      if case .number(let n) = key, let i = Int(exactly: n), i >= 0 {
        try checkLength(i + 1)
        if i >= a.items.count {
          a.items.append(contentsOf: Array(repeating: .undefined, count: i + 1 - a.items.count))
        }
        a.items[i] = value
      } else if key.stringValue == "length" {
        let n = max(0, Int(value.numberValue.isFinite ? value.numberValue : 0))
        try checkLength(n)
        if n < a.items.count {
          a.items.removeLast(a.items.count - n)
        } else {
          a.items.append(contentsOf: Array(repeating: .undefined, count: n - a.items.count))
        }
      }
    case .object(let o): o.set(key.stringValue, value)
    case .function(let f): f.fields[key.stringValue] = value
    case .undefined, .null:
      throw JSThrow.error("cannot set property '\(key.stringValue)' of \(object.stringValue)")
    default: break
    }
  }

  func call(_ callee: JSValue, this: JSValue, _ arguments: [JSValue]) throws(JSThrow) -> JSValue {
    callDepth += 1
    defer { callDepth -= 1 }
    guard callDepth <= limits.callDepth else {
      throw .limit("calls nested deeper than \(limits.callDepth)")
    }
    try tick()
    switch callee {
    case .function(let f):
      switch f.body {
      case .native(let native): return try native(this, arguments)
      case .script(let declaration, let closure):
        let scope = makeScope(parent: closure)
        for name in declaration.hoisted { scope.variables[name] = .undefined }
        for (i, name) in declaration.parameters.enumerated() {
          scope.variables[name] = i < arguments.count ? arguments[i] : .undefined
        }
        scope.variables["arguments"] = .array(JSArray(arguments))
        scope.variables["this"] = this
        if case .returned(let v) = try execute(declaration.body, scope) { return v }
        return .undefined
      }
    case .object(let o):
      if let call = o.call { return try call(arguments) }
      throw JSThrow.error("object is not a function")
    default:
      throw JSThrow.error("\(callee.stringValue) is not a function")
    }
  }
}

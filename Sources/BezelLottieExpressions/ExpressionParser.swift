/// Parses expression source into a program (a top-level function body).
///
/// ```swift
/// let program = try ExpressionParser.parse("var $bm_rt; $bm_rt = value * 2;")
/// ```
package struct ExpressionParser {
  private var tokens: [ExpressionToken]
  private var position = 0
  private var depth = 0
  /// `var` names of the functions being parsed, innermost last.
  private var hoisted: [[String]] = [[]]

  /// Nesting deeper than this is refused, so hostile sources cannot exhaust the stack.
  static let maxDepth = 120
  /// Longer sources are refused.
  static let maxLength = 200_000

  package static func parse(_ source: String) throws(ExpressionError) -> FunctionDeclaration {
    guard source.utf8.count <= maxLength else { throw .limit("expression longer than 200 kB") }
    var parser = ExpressionParser(tokens: try ExpressionLexer.tokenize(source))
    var body: [StatementNode] = []
    while parser.peek != .end { body.append(try parser.statement()) }
    return FunctionDeclaration(
      name: nil, parameters: [], body: body, hoisted: parser.hoisted.last ?? [])
  }

  private init(tokens: [ExpressionToken]) {
    self.tokens = tokens
  }

  private var peek: ExpressionToken { tokens[position] }

  private func peek(_ offset: Int) -> ExpressionToken {
    position + offset < tokens.count ? tokens[position + offset] : .end
  }

  private mutating func advance() -> ExpressionToken {
    let t = tokens[position]
    if position < tokens.count - 1 { position += 1 }
    return t
  }

  private func isPunct(_ p: String) -> Bool { peek == .punctuator(p) }
  private func isKeyword(_ k: String) -> Bool { peek == .keyword(k) }

  private mutating func accept(_ p: String) -> Bool {
    if isPunct(p) {
      _ = advance()
      return true
    }
    return false
  }

  private mutating func expect(_ p: String) throws(ExpressionError) {
    guard accept(p) else { throw .syntax("expected '\(p)' but found \(describe(peek))") }
  }

  private func describe(_ t: ExpressionToken) -> String {
    switch t {
    case .number(let n): return "number \(n)"
    case .string: return "a string"
    case .identifier(let s), .keyword(let s), .punctuator(let s): return "'\(s)'"
    case .end: return "the end"
    }
  }

  private mutating func identifier() throws(ExpressionError) -> String {
    if case .identifier(let name) = advance() { return name }
    throw .syntax("expected a name")
  }

  private mutating func enter() throws(ExpressionError) {
    depth += 1
    guard depth <= ExpressionParser.maxDepth else { throw .limit("expression nested too deeply") }
  }

  private mutating func declare(_ name: String) {
    hoisted[hoisted.count - 1].append(name)
  }

  private mutating func endOfStatement() {
    _ = accept(";")
  }

  // MARK: Statements

  private mutating func statement() throws(ExpressionError) -> StatementNode {
    try enter()
    defer { depth -= 1 }
    switch peek {
    case .punctuator("{"): return .block(try block())
    case .punctuator(";"):
      _ = advance()
      return .empty
    case .keyword("var"), .keyword("let"), .keyword("const"):
      let s = try declaration()
      endOfStatement()
      return s
    case .keyword("function"):
      _ = advance()
      let f = try functionRest(name: try identifier())
      if let name = f.name { declare(name) }
      return .function(f)
    case .keyword("if"):
      _ = advance()
      try expect("(")
      let test = try expression()
      try expect(")")
      let then = try statement()
      var otherwise: StatementNode?
      if isKeyword("else") {
        _ = advance()
        otherwise = try statement()
      }
      return .if(test, then, otherwise)
    case .keyword("for"): return try forStatement()
    case .keyword("while"):
      _ = advance()
      try expect("(")
      let test = try expression()
      try expect(")")
      return .while(test, try statement())
    case .keyword("do"):
      _ = advance()
      let body = try statement()
      guard isKeyword("while") else { throw .syntax("expected 'while'") }
      _ = advance()
      try expect("(")
      let test = try expression()
      try expect(")")
      endOfStatement()
      return .doWhile(body, test)
    case .keyword("break"):
      _ = advance()
      endOfStatement()
      return .break
    case .keyword("continue"):
      _ = advance()
      endOfStatement()
      return .continue
    case .keyword("return"):
      _ = advance()
      if isPunct(";") || isPunct("}") || peek == .end {
        endOfStatement()
        return .return(nil)
      }
      let value = try expression()
      endOfStatement()
      return .return(value)
    case .keyword("throw"):
      _ = advance()
      let value = try expression()
      endOfStatement()
      return .throw(value)
    case .keyword("try"): return try tryStatement()
    case .keyword("switch"): return try switchStatement()
    default:
      let e = try expression()
      endOfStatement()
      return .expression(e)
    }
  }

  private mutating func block() throws(ExpressionError) -> [StatementNode] {
    try expect("{")
    var body: [StatementNode] = []
    while !isPunct("}") {
      guard peek != .end else { throw .syntax("missing '}'") }
      body.append(try statement())
    }
    _ = advance()
    return body
  }

  private mutating func declaration() throws(ExpressionError) -> StatementNode {
    _ = advance()
    var items: [(String, ExpressionNode?)] = []
    repeat {
      let name = try identifier()
      declare(name)
      items.append((name, accept("=") ? try assignment() : nil))
    } while accept(",")
    return .declare(items)
  }

  private mutating func forStatement() throws(ExpressionError) -> StatementNode {
    _ = advance()
    try expect("(")
    // for (var x in obj) / for (x in obj)
    let declared = isKeyword("var") || isKeyword("let") || isKeyword("const")
    let nameOffset = declared ? 1 : 0
    if case .identifier(let name) = peek(nameOffset), peek(nameOffset + 1) == .keyword("in") {
      position += nameOffset + 2
      if declared { declare(name) }
      let object = try expression()
      try expect(")")
      return .forIn(name, object, try statement())
    }
    var initial: StatementNode?
    if declared {
      initial = try declaration()
    } else if !isPunct(";") {
      initial = .expression(try expression())
    }
    try expect(";")
    let test = isPunct(";") ? nil : try expression()
    try expect(";")
    let update = isPunct(")") ? nil : try expression()
    try expect(")")
    return .for(initial, test, update, try statement())
  }

  private mutating func tryStatement() throws(ExpressionError) -> StatementNode {
    _ = advance()
    let body = try block()
    var name: String?
    var handler: [StatementNode]?
    var finalizer: [StatementNode]?
    if isKeyword("catch") {
      _ = advance()
      if accept("(") {
        name = try identifier()
        try expect(")")
      }
      handler = try block()
    }
    if isKeyword("finally") {
      _ = advance()
      finalizer = try block()
    }
    guard handler != nil || finalizer != nil else { throw .syntax("try without catch") }
    return .try(body, name, handler, finalizer)
  }

  private mutating func switchStatement() throws(ExpressionError) -> StatementNode {
    _ = advance()
    try expect("(")
    let subject = try expression()
    try expect(")")
    try expect("{")
    var cases: [(ExpressionNode?, [StatementNode])] = []
    while !accept("}") {
      var test: ExpressionNode?
      if isKeyword("case") {
        _ = advance()
        test = try expression()
      } else if isKeyword("default") {
        _ = advance()
      } else {
        throw .syntax("expected 'case'")
      }
      try expect(":")
      var body: [StatementNode] = []
      while !isKeyword("case") && !isKeyword("default") && !isPunct("}") {
        guard peek != .end else { throw .syntax("missing '}'") }
        body.append(try statement())
      }
      cases.append((test, body))
    }
    return .switch(subject, cases)
  }

  private mutating func functionRest(name: String?) throws(ExpressionError)
    -> FunctionDeclaration
  {
    try expect("(")
    var parameters: [String] = []
    if !isPunct(")") {
      repeat { parameters.append(try identifier()) } while accept(",")
    }
    try expect(")")
    hoisted.append([])
    let body = try block()
    let names = hoisted.removeLast()
    return FunctionDeclaration(name: name, parameters: parameters, body: body, hoisted: names)
  }

  // MARK: Expressions

  mutating func expression() throws(ExpressionError) -> ExpressionNode {
    let first = try assignment()
    guard isPunct(",") else { return first }
    var items = [first]
    while accept(",") { items.append(try assignment()) }
    return .sequence(items)
  }

  private static let assignmentOperators: Set<String> = [
    "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", ">>>=",
  ]

  private mutating func assignment() throws(ExpressionError) -> ExpressionNode {
    try enter()
    defer { depth -= 1 }
    // Arrow functions: `x => …` and `(a, b) => …`.
    if case .identifier(let name) = peek, peek(1) == .punctuator("=>") {
      position += 2
      return .function(try arrowBody(parameters: [name]))
    }
    if isPunct("("), let parameters = arrowParameters() {
      return .function(try arrowBody(parameters: parameters))
    }
    let target = try conditional()
    if case .punctuator(let op) = peek, ExpressionParser.assignmentOperators.contains(op) {
      switch target {
      case .identifier, .member, .index: break
      default: throw .syntax("cannot assign to this")
      }
      _ = advance()
      return .assign(op, target, try assignment())
    }
    return target
  }

  /// The parameter names of an arrow function starting here, consuming them, or `nil`.
  private mutating func arrowParameters() -> [String]? {
    var i = position + 1
    var names: [String] = []
    while i < tokens.count {
      switch tokens[i] {
      case .identifier(let n): names.append(n)
      case .punctuator(","): break
      case .punctuator(")"):
        guard i + 1 < tokens.count, tokens[i + 1] == .punctuator("=>") else { return nil }
        position = i + 2
        return names
      default: return nil
      }
      i += 1
    }
    return nil
  }

  private mutating func arrowBody(parameters: [String]) throws(ExpressionError)
    -> FunctionDeclaration
  {
    hoisted.append([])
    let body: [StatementNode]
    if isPunct("{") {
      body = try block()
    } else {
      body = [.return(try assignment())]
    }
    let names = hoisted.removeLast()
    return FunctionDeclaration(name: nil, parameters: parameters, body: body, hoisted: names)
  }

  private mutating func conditional() throws(ExpressionError) -> ExpressionNode {
    let test = try binary(0)
    guard accept("?") else { return test }
    let then = try assignment()
    try expect(":")
    return .conditional(test, then, try assignment())
  }

  private static let precedence: [String: Int] = [
    "||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "===": 6, "!==": 6, "<": 7,
    ">": 7, "<=": 7, ">=": 7, "in": 7, "instanceof": 7, "<<": 8, ">>": 8, ">>>": 8, "+": 9, "-": 9,
    "*": 10, "/": 10, "%": 10, "**": 11,
  ]

  private func binaryOperator() -> String? {
    switch peek {
    case .punctuator(let p): return ExpressionParser.precedence[p] != nil ? p : nil
    case .keyword("in"): return "in"
    case .keyword("instanceof"): return "instanceof"
    default: return nil
    }
  }

  private mutating func binary(_ minimum: Int) throws(ExpressionError) -> ExpressionNode {
    try enter()
    defer { depth -= 1 }
    var left = try unary()
    while let op = binaryOperator(), let p = ExpressionParser.precedence[op], p > minimum {
      _ = advance()
      // `**` is right-associative.
      let right = try binary(op == "**" ? p - 1 : p)
      if op == "&&" || op == "||" {
        left = .logical(op, left, right)
      } else {
        left = .binary(op, left, right)
      }
    }
    return left
  }

  private mutating func unary() throws(ExpressionError) -> ExpressionNode {
    try enter()
    defer { depth -= 1 }
    switch peek {
    case .punctuator(let op) where ["!", "-", "+", "~"].contains(op):
      _ = advance()
      return .unary(op, try unary())
    case .punctuator(let op) where op == "++" || op == "--":
      _ = advance()
      return .update(op, prefix: true, try unary())
    case .keyword(let op) where op == "typeof" || op == "void" || op == "delete":
      _ = advance()
      return .unary(op, try unary())
    default:
      var e = try postfixCall()
      if case .punctuator(let op) = peek, op == "++" || op == "--" {
        _ = advance()
        e = .update(op, prefix: false, e)
      }
      return e
    }
  }

  private mutating func postfixCall() throws(ExpressionError) -> ExpressionNode {
    var e: ExpressionNode
    if isKeyword("new") {
      _ = advance()
      var callee = try primary()
      while true {
        if accept(".") {
          callee = .member(callee, try propertyName())
        } else {
          break
        }
      }
      var arguments: [ExpressionNode] = []
      if isPunct("(") { arguments = try argumentList() }
      e = .new(callee, arguments)
    } else {
      e = try primary()
    }
    while true {
      if accept(".") {
        e = .member(e, try propertyName())
      } else if accept("[") {
        let index = try expression()
        try expect("]")
        e = .index(e, index)
      } else if isPunct("(") {
        e = .call(e, try argumentList())
      } else {
        return e
      }
    }
  }

  private mutating func propertyName() throws(ExpressionError) -> String {
    switch advance() {
    case .identifier(let s), .keyword(let s): return s
    default: throw .syntax("expected a property name")
    }
  }

  private mutating func argumentList() throws(ExpressionError) -> [ExpressionNode] {
    try expect("(")
    var arguments: [ExpressionNode] = []
    if !isPunct(")") {
      repeat {
        if isPunct(")") { break }
        arguments.append(try assignment())
      } while accept(",")
    }
    try expect(")")
    return arguments
  }

  private mutating func primary() throws(ExpressionError) -> ExpressionNode {
    let token = advance()
    switch token {
    case .number(let n): return .number(n)
    case .string(let s): return .string(s)
    case .identifier(let s): return .identifier(s)
    case .keyword("true"): return .unary("!", .number(0))
    case .keyword("false"): return .unary("!", .number(1))
    case .keyword("null"): return .identifier("null")
    case .keyword("undefined"): return .identifier("undefined")
    case .keyword("this"): return .this
    case .keyword("function"):
      var name: String?
      if case .identifier(let n) = peek {
        name = n
        _ = advance()
      }
      return .function(try functionRest(name: name))
    case .punctuator("("):
      let e = try expression()
      try expect(")")
      return e
    case .punctuator("["):
      var items: [ExpressionNode] = []
      while !accept("]") {
        items.append(try assignment())
        if !accept(",") {
          try expect("]")
          break
        }
      }
      return .array(items)
    case .punctuator("{"):
      var fields: [(String, ExpressionNode)] = []
      while !accept("}") {
        let key: String
        switch advance() {
        case .identifier(let s), .keyword(let s), .string(let s): key = s
        case .number(let n): key = JSValue.number(n).stringValue
        default: throw .syntax("bad object key")
        }
        try expect(":")
        fields.append((key, try assignment()))
        if !accept(",") {
          try expect("}")
          break
        }
      }
      return .object(fields)
    default:
      throw .syntax("unexpected \(describe(token))")
    }
  }
}

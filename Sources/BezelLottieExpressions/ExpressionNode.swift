/// An expression of the parsed program.
indirect enum ExpressionNode {
  case number(Double)
  case string(String)
  case identifier(String)
  case this
  case array([ExpressionNode])
  case object([(String, ExpressionNode)])
  case function(FunctionDeclaration)
  case unary(String, ExpressionNode)
  /// `++`/`--`, prefix or postfix, on an assignable target.
  case update(String, prefix: Bool, ExpressionNode)
  case binary(String, ExpressionNode, ExpressionNode)
  case logical(String, ExpressionNode, ExpressionNode)
  case conditional(ExpressionNode, ExpressionNode, ExpressionNode)
  case assign(String, ExpressionNode, ExpressionNode)
  case call(ExpressionNode, [ExpressionNode])
  case new(ExpressionNode, [ExpressionNode])
  case member(ExpressionNode, String)
  case index(ExpressionNode, ExpressionNode)
  case sequence([ExpressionNode])
}

/// A statement of the parsed program.
indirect enum StatementNode {
  case declare([(String, ExpressionNode?)])
  case function(FunctionDeclaration)
  case expression(ExpressionNode)
  case block([StatementNode])
  case `if`(ExpressionNode, StatementNode, StatementNode?)
  case `for`(StatementNode?, ExpressionNode?, ExpressionNode?, StatementNode)
  case forIn(String, ExpressionNode, StatementNode)
  case `while`(ExpressionNode, StatementNode)
  case doWhile(StatementNode, ExpressionNode)
  case `break`
  case `continue`
  case `return`(ExpressionNode?)
  case `throw`(ExpressionNode)
  case `try`([StatementNode], String?, [StatementNode]?, [StatementNode]?)
  case `switch`(ExpressionNode, [(ExpressionNode?, [StatementNode])])
  case empty
}

/// A function's parameters and body, shared by every closure made from it.
package final class FunctionDeclaration {
  let name: String?
  let parameters: [String]
  let body: [StatementNode]
  /// Names declared with `var` (or `function`) in the body, hoisted to the function scope.
  let hoisted: [String]

  init(name: String?, parameters: [String], body: [StatementNode], hoisted: [String]) {
    self.name = name
    self.parameters = parameters
    self.body = body
    self.hoisted = hoisted
  }
}

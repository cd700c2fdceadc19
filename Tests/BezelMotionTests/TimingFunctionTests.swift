import BezelMotion
import Testing

struct TimingFunctionTests {
  @Test func linearIsIdentity() {
    #expect(TimingFunction.linear.value(at: 0.3) == 0.3)
  }
}

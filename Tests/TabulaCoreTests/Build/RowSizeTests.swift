import Testing
@testable import TabulaCore

/// A long table holds every row (and, while it is read, every row as written) at once: these
/// sizes are what 100k rows cost, and growing them shows in the build benchmark's peak memory.
@Suite struct RowSizeTests {
    @Test func aSourcePositionIsTwo32BitNumbers() {
        #expect(MemoryLayout<SourcePosition>.size == 8)
        #expect(MemoryLayout<SourcePosition?>.size == 9)
    }

    @Test func positionsBeyond32BitsReadAsTheLargestOne() {
        var position = SourcePosition(line: 1 << 40, column: -5)
        #expect(position.line == Int(UInt32.max))
        #expect(position.column == 0)
        position.column = 12
        #expect(position == SourcePosition(line: Int(UInt32.max), column: 12))
    }

    @Test func rowsStaySmall() {
        #expect(MemoryLayout<Row>.stride <= 112)
        // Fields are two arrays (`RowFields`): 8 bytes more than a dictionary, 400 fewer behind it.
        #expect(MemoryLayout<RowSpec>.stride <= 240)
    }
}

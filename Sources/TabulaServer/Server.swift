import TabulaCore

import sys

print(sys.version, sys.platform)

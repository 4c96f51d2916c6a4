// Situation in C++, as most contestants write it: the value of every
// (mover, board) filled once by a memoised search, each case looked up.
// @EXPECTED_RESULTS@: ACCEPTED
#include <bits/stdc++.h>
using namespace std;

int memo[2][19683];
bool known[2][19683];

int lines(const string &b, char p)
{
	static const int l[8][3] = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8},
		{0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
	int n = 0;
	for (auto &x : l)
		n += b[x[0]] == p && b[x[1]] == p && b[x[2]] == p;
	return n;
}

int code(const string &b)
{
	int c = 0;
	for (int i = 8; i >= 0; i--)
		c = 3 * c + (b[i] == 'O' ? 1 : b[i] == 'X' ? 2 : 0);
	return c;
}

// Alice (O) maximises, Bob (X) minimises, to the full board.
int value(string &b, int alice)
{
	int c = code(b);
	if (known[alice][c])
		return memo[alice][c];
	int best = alice ? INT_MIN : INT_MAX;
	bool full = true;
	for (int i = 0; i < 9; i++) {
		if (b[i] != '.')
			continue;
		full = false;
		b[i] = alice ? 'O' : 'X';
		int v = value(b, !alice);
		b[i] = '.';
		best = alice ? max(best, v) : min(best, v);
	}
	if (full)
		best = lines(b, 'O') - lines(b, 'X');
	known[alice][c] = true;
	return memo[alice][c] = best;
}

int main()
{
	ios::sync_with_stdio(false);
	cin.tie(nullptr);
	int t;
	cin >> t;
	while (t--) {
		int alice;
		string r0, r1, r2;
		cin >> alice >> r0 >> r1 >> r2;
		string b = r0 + r1 + r2;
		cout << value(b, alice) << '\n';
	}
}

#pragma once

long long add(long long a, long long b);
